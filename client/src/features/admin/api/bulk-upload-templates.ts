import { useQueryClient } from "@tanstack/react-query";
import { DEFAULT_TEMPLATE_CATEGORY } from "@shared/constants";
import type { Template } from "@shared/templates";
import { useCallback, useEffect, useRef, useState } from "react";
import { getErrorMessage } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { fileBaseName } from "../lib/template-image-url";
import { createTemplate } from "./create-template";
import { invalidateTemplates } from "@/lib/templates/template-keys";
import { uploadTemplateImage } from "./upload-template-image";

/** Spec §5: bulk templates are named after the file, filed under "frame" and featured (cut-out PNGs only: a photo's frame needs a look in the editor). */
export async function addTemplateFromFile(file: File): Promise<Template> {
  const { imageUrl } = await uploadTemplateImage(file, { transparentOnly: true });
  return createTemplate({ name: fileBaseName(file.name), imageUrl, category: DEFAULT_TEMPLATE_CATEGORY, featured: true });
}

export type BulkStatus = "pending" | "uploading" | "added" | "failed" | "skipped";
export type BulkItem = { key: string; file: File; status: BulkStatus; error?: string };

let keySeq = 0;
const toItem = (file: File): BulkItem => ({ key: `${(keySeq += 1)}-${file.name}`, file, status: "pending" });

function summary(added: number, failed: number): string {
  return `Successfully added ${added} templates. Failed: ${failed}.`;
}

/**
 * Spec §4: the selected files go up one at a time (upload, then create), counting successes
 * and failures. A new run retries whatever did not make it; "stop" finishes the current file
 * and leaves the rest.
 */
export function useBulkUpload() {
  const queryClient = useQueryClient();
  const [items, setItems] = useState<BulkItem[]>([]);
  const [running, setRunning] = useState(false);
  const [stopping, setStopping] = useState(false);
  const stopRequested = useRef(false);

  const patch = useCallback((key: string, next: Partial<BulkItem>) => {
    setItems((prev) => prev.map((item) => (item.key === key ? { ...item, ...next } : item)));
  }, []);

  // Leaving the page mid-run would silently drop the rest of the files.
  useEffect(() => {
    if (!running) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [running]);

  const select = useCallback(
    (files: File[]) => {
      if (!running) setItems(files.map(toItem));
    },
    [running],
  );

  const start = useCallback(async () => {
    if (running) return;
    if (items.length === 0) {
      toast({ title: "No files selected", description: "Please select files to upload", variant: "destructive" });
      return;
    }
    const queue = items.filter((item) => item.status !== "added");
    if (queue.length === 0) {
      toast({ title: "Nothing left to upload", description: "Every selected file has been added. Select more files to continue." });
      return;
    }
    stopRequested.current = false;
    setRunning(true);
    setItems((prev) => prev.map((item) => (item.status === "added" ? item : { ...item, status: "pending", error: undefined })));
    let added = 0;
    let failed = 0;
    for (const item of queue) {
      if (stopRequested.current) break;
      patch(item.key, { status: "uploading" });
      try {
        await addTemplateFromFile(item.file);
        added += 1;
        patch(item.key, { status: "added" });
        void invalidateTemplates(queryClient);
      } catch (error) {
        failed += 1;
        patch(item.key, { status: "failed", error: getErrorMessage(error, "This file could not be added. Please try again.") });
      }
    }
    const stopped = stopRequested.current;
    setItems((prev) => prev.map((item) => (item.status === "pending" ? { ...item, status: "skipped" } : item)));
    setRunning(false);
    setStopping(false);
    toast({
      title: stopped ? "Bulk upload stopped" : "Bulk upload complete",
      description: summary(added, failed),
      variant: failed > 0 ? "destructive" : "default",
    });
  }, [items, running, patch, queryClient]);

  const stop = useCallback(() => {
    stopRequested.current = true;
    setStopping(true);
  }, []);

  const count = (status: BulkStatus) => items.filter((item) => item.status === status).length;
  const succeeded = count("added");
  const failed = count("failed");
  return {
    items,
    running,
    stopping,
    select,
    start,
    stop,
    total: items.length,
    processed: succeeded + failed,
    succeeded,
    failed,
  };
}

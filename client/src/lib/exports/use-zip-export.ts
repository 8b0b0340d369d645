import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { exportStatusUrl } from "@shared/api-urls";
import type { CreateExportInput, CreateExportResponse, ExportStatus } from "@shared/exports";
import { ApiError, apiRequest, getErrorMessage } from "@/lib/api";
import { readLimitFigures } from "@/lib/limit-reached";
import { SUBSCRIPTION_KEY } from "@/lib/subscription/use-subscription-status";
import { toast } from "@/lib/toast-store";
import { EXPORTS_KEY, cancelExport } from "./use-exports";
import type { ZipAllowance } from "./zip-allowance";

/** How often the progress is asked for: often enough that the bar moves with each file. */
const POLL_MS = 500;

export type ZipExportState =
  | { phase: "idle" }
  | { phase: "starting" }
  | { phase: "running"; done: number; total: number }
  | { phase: "finished"; done: number; total: number };

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Lets the browser stream the ZIP straight to disk (no blob in memory, however large). */
function saveZip(url: string) {
  const link = document.createElement("a");
  link.href = url;
  link.download = "";
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** How many files the request asks for, for a refusal that does not say. */
const requestedCount = (body: CreateExportInput) => body.items?.length ?? body.mockupIds?.length ?? 0;

/** The free plan's refusal, with the server's numbers (they are the ones that were judged). */
function asRefusal(error: unknown, body: CreateExportInput): ZipAllowance | null {
  if (!(error instanceof ApiError) || (error.code !== "limit_reached" && error.status !== 403)) return null;
  const limit = readLimitFigures(error.body);
  if (!limit) return null;
  const { requested, imageCount, freeLimit } = limit;
  return { requested: requested ?? requestedCount(body), imageCount, freeLimit };
}

/**
 * A ZIP export: POST /api/exports (every file counted up front, or the limit's 403), then the
 * server's progress until the ZIP is ready, then its download. The state drives a progress bar;
 * a refusal at the limit is kept (not toasted) so a dialog can show its numbers and offer the
 * upgrade without taking the user away from their work.
 */
export function useZipExport() {
  const [state, setState] = useState<ZipExportState>({ phase: "idle" });
  const [refusal, setRefusal] = useState<ZipAllowance | null>(null);
  const queryClient = useQueryClient();
  const abort = useRef<AbortController | null>(null);
  const current = useRef<string | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (body: CreateExportInput) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setRefusal(null);
      setState({ phase: "starting" });
      try {
        const res = await apiRequest("POST", "/api/exports", body, { signal: controller.signal });
        // Read by their types: the studio's first screen loads this (docs/decisions/0015).
        const { id, total } = (await res.json()) as CreateExportResponse;
        current.current = id;
        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
        void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
        setState({ phase: "running", done: 0, total });

        let status: ExportStatus;
        for (;;) {
          const poll = await apiRequest("GET", exportStatusUrl(id), undefined, { signal: controller.signal });
          status = (await poll.json()) as ExportStatus;
          setState({ phase: "running", done: status.done, total: status.total });
          if (status.status === "done" || status.status === "failed" || status.status === "cancelled") break;
          await wait(POLL_MS, controller.signal);
        }
        current.current = null;
        void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
        if (status.status === "cancelled") {
          setState({ phase: "idle" });
          return;
        }
        // Files that could not be rendered were given back: show the corrected usage.
        if (status.failed > 0) void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
        if (status.status === "failed" || !status.downloadUrl) throw new Error("No mockup could be rendered");
        setState({ phase: "finished", done: status.done, total: status.total });
        saveZip(status.downloadUrl);
        toast({
          title: "Success!",
          description:
            status.failed > 0
              ? `Your ZIP with ${status.done} mockups is downloading (${status.failed} could not be rendered)`
              : `Your ZIP with ${status.done} mockup${status.done === 1 ? "" : "s"} is downloading`,
        });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ phase: "idle" });
        const refused = asRefusal(error, body);
        if (refused) {
          setRefusal(refused);
          // The count the server judged by may be newer than the one on screen.
          void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
          return;
        }
        console.error("ZIP export failed", error);
        toast({
          title: "Download Failed",
          description: getErrorMessage(error, "There was a problem downloading your mockups. Please try again."),
          variant: "destructive",
        });
      }
    },
    [queryClient],
  );

  /** Cancels the running ZIP (DELETE /api/exports/{id}): its unrendered files are not counted. */
  const cancel = useCallback(async () => {
    const id = current.current;
    if (!id) return;
    abort.current?.abort();
    current.current = null;
    setState({ phase: "idle" });
    try {
      await cancelExport(id);
      toast({ title: "ZIP cancelled", description: "Mockups not yet in the ZIP were not counted." });
    } catch (error) {
      toast({ title: "Error", description: getErrorMessage(error, "Could not cancel the ZIP."), variant: "destructive" });
    }
    void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
  }, [queryClient]);

  const reset = useCallback(() => setState({ phase: "idle" }), []);
  const dismissRefusal = useCallback(() => setRefusal(null), []);
  const busy = state.phase === "starting" || state.phase === "running";
  return { state, start, reset, cancel, busy, refusal, dismissRefusal };
}

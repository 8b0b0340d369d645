import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { limitReachedSchema } from "@shared/billing";
import { createExportResponseSchema, exportStatusSchema, exportStatusUrl, type CreateExportInput, type ExportStatus } from "@shared/exports";
import { apiRequest, apiSend, getErrorMessage } from "@/lib/api";
import { SUBSCRIPTION_KEY } from "@/lib/subscription/use-subscription-status";
import { toast } from "@/lib/toast-store";
import { EXPORTS_KEY, cancelExport } from "./use-exports";

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

/**
 * A ZIP export: POST /api/exports (every file counted up front, or the limit's 403), then the
 * server's progress until the ZIP is ready, then its download. The state drives a progress bar.
 */
export function useZipExport() {
  const [state, setState] = useState<ZipExportState>({ phase: "idle" });
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const abort = useRef<AbortController | null>(null);
  const current = useRef<string | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const start = useCallback(
    async (body: CreateExportInput) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: "starting" });
      try {
        const res = await apiSend("POST", "/api/exports", body, { signal: controller.signal });
        if (res.status === 403) {
          const limit = limitReachedSchema.safeParse(await res.clone().json().catch(() => null));
          if (limit.success) {
            setState({ phase: "idle" });
            toast({
              title: "Free tier limit reached",
              description: `You've used all ${limit.data.freeLimit} mockups in your free plan. Upgrade to Premium for unlimited mockups!`,
              variant: "destructive",
            });
            navigate("/subscription");
            return;
          }
        }
        if (!res.ok) throw new Error(`${res.status}: ${await res.text().catch(() => res.statusText)}`);
        const { id, total } = createExportResponseSchema.parse(await res.json());
        current.current = id;
        void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
        void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
        setState({ phase: "running", done: 0, total });

        let status: ExportStatus;
        for (;;) {
          const poll = await apiRequest("GET", exportStatusUrl(id), undefined, { signal: controller.signal });
          status = exportStatusSchema.parse(await poll.json());
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
        console.error("ZIP export failed", error);
        setState({ phase: "idle" });
        toast({
          title: "Download Failed",
          description: getErrorMessage(error, "There was a problem downloading your mockups. Please try again."),
          variant: "destructive",
        });
      }
    },
    [navigate, queryClient],
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
  const busy = state.phase === "starting" || state.phase === "running";
  return { state, start, reset, cancel, busy };
}

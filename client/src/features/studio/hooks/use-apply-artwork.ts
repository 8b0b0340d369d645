import { useCallback, useEffect, useRef, useState } from "react";
import { artworkPreviewUrl } from "@shared/artworks";
import { roomVersion } from "../lib/room-version";
import type { FitMode } from "@shared/constants";
import type { Template } from "@shared/templates";
import { preloadImage } from "../lib/preload-image";
import { runBounded } from "../lib/run-bounded";

/**
 * Previews requested at once. The server renders each in ~20-100 ms on a small worker pool;
 * four keeps it busy without queueing behind the browser's six connections per host (which
 * downloads and thumbnails also need).
 */
export const PREVIEW_CONCURRENCY = 4;

/** Spec §3 "Processed result", keyed by template id: the server-rendered preview (≤ 400 px wide). */
export type ProcessedResult = { previewUrl: string; fit: FitMode; artworkId: string };

export type ApplyOutcome = { applied: number; failed: number; cancelled: boolean };

/**
 * Applies one artwork to many templates: previews are fetched a few at a time, each card shows
 * its result the moment it has loaded, and the cards still waiting are marked as processing.
 * A new run (or `reset`) cancels the one before it.
 */
export function useApplyArtwork() {
  const [results, setResults] = useState<Readonly<Record<number, ProcessedResult>>>({});
  const [processing, setProcessing] = useState<ReadonlySet<number>>(() => new Set());
  const [total, setTotal] = useState(0);
  const runRef = useRef<AbortController | null>(null);

  useEffect(() => () => runRef.current?.abort(), []);

  const reset = useCallback(() => {
    runRef.current?.abort(new DOMException("The artwork changed", "AbortError"));
    runRef.current = null;
    setResults({});
    setProcessing(new Set());
    setTotal(0);
  }, []);

  const apply = useCallback(async (artworkId: string, templates: readonly Template[], fit: FitMode): Promise<ApplyOutcome> => {
    runRef.current?.abort(new DOMException("A newer apply started", "AbortError"));
    const run = new AbortController();
    runRef.current = run;
    const { signal } = run;
    const done = (id: number) =>
      setProcessing((prev) => {
        const next = new Set(prev);
        next.delete(id);
        return next;
      });

    setProcessing(new Set(templates.map((t) => t.id)));
    setTotal(templates.length);
    const settled = await runBounded(
      templates,
      PREVIEW_CONCURRENCY,
      async (template) => {
        const previewUrl = artworkPreviewUrl(artworkId, template.id, fit) + roomVersion(template);
        try {
          await preloadImage(previewUrl, signal);
          if (!signal.aborted) setResults((prev) => ({ ...prev, [template.id]: { previewUrl, fit, artworkId } }));
        } catch (error) {
          // Spec §4: a template that fails is logged and skipped; the others carry on.
          if (!signal.aborted) console.error(`Could not apply the artwork to "${template.name}"`, error);
          throw error;
        } finally {
          if (!signal.aborted) done(template.id);
        }
      },
      signal,
    );
    if (runRef.current === run) runRef.current = null;
    const applied = settled.filter((r) => r.status === "fulfilled").length;
    return { applied, failed: settled.length - applied, cancelled: signal.aborted };
  }, []);

  return {
    results,
    processing,
    /** How many templates the current (or last) run covers, for the progress line. */
    total,
    isProcessing: processing.size > 0,
    hasResults: Object.keys(results).length > 0,
    apply,
    reset,
  };
}

import { useCallback, useEffect, useRef, useState } from "react";
import { artworkPreviewUrl } from "@shared/artworks";
import { roomVersion } from "../lib/room-version";
import type { FitMode } from "@shared/constants";
import type { RenderOptionsInput } from "@shared/render-options";
import type { Template } from "@shared/templates";
import { preloadImage } from "../lib/preload-image";
import { runBounded } from "../lib/run-bounded";

/**
 * Previews requested at once: the browser's six connections per host. A preview is a few
 * milliseconds of server work, so the round trip is most of its cost; six keeps every
 * connection busy (a download clicked meanwhile waits for one preview, not for the grid).
 */
export const PREVIEW_CONCURRENCY = 6;
/**
 * Results that arrive within this long of the last shown ones are shown together: at most 20
 * renders of the grid a second instead of one per preview (measured in Chromium: 48 renders of
 * the studio cost more main-thread time than the 48 previews' network and decoding). The first
 * result after a pause is shown at once, the run's last ones as soon as it ends.
 */
export const RESULT_BATCH_MS = 50;

/** Spec §3 "Processed result", keyed by template id: the server-rendered preview (≤ 400 px wide). */
export type ProcessedResult = { previewUrl: string; fit: FitMode; artworkId: string; render: RenderOptionsInput };
type Results = Readonly<Record<string, Readonly<Record<number, ProcessedResult>>>>;
/** A preview that finished (a result) or failed (none), waiting to be shown. */
type Arrival = { artworkId: string; templateId: number; result?: ProcessedResult; signal: AbortSignal };

export type ApplyOutcome = { applied: number; failed: number; cancelled: boolean };

const NONE: Readonly<Record<number, ProcessedResult>> = {};
const pairKey = (artworkId: string, templateId: number) => `${artworkId}/${templateId}`;

/**
 * Applies artworks to many templates: previews are fetched a few at a time, each card shows
 * its result the moment it has loaded, and the cards still waiting are marked as processing.
 * Results are kept per artwork, so switching artworks shows finished ones at once. A new run
 * (or `reset`) cancels the one before it.
 */
export function useApplyArtwork() {
  const [results, setResults] = useState<Results>({});
  const [processing, setProcessing] = useState<ReadonlySet<string>>(() => new Set());
  const [total, setTotal] = useState(0);
  const runRef = useRef<AbortController | null>(null);
  // What the grid shows, for `apply` (a stable callback) to skip previews it already has.
  const shownRef = useRef<Results>({});
  useEffect(() => {
    shownRef.current = results;
  }, [results]);
  const arrivals = useRef<Arrival[]>([]);
  const batchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      runRef.current?.abort();
      if (batchTimer.current !== null) clearTimeout(batchTimer.current);
    },
    [],
  );

  /** Shows every arrival so far in one update (those of a cancelled run are dropped). */
  const flush = useCallback(() => {
    const batch = arrivals.current.filter((a) => !a.signal.aborted);
    arrivals.current = [];
    if (batch.length === 0) return;
    setResults((prev) => {
      const next = { ...prev };
      for (const { artworkId, templateId, result } of batch) if (result) next[artworkId] = { ...next[artworkId], [templateId]: result };
      return next;
    });
    setProcessing((prev) => {
      const next = new Set(prev);
      for (const a of batch) next.delete(pairKey(a.artworkId, a.templateId));
      return next;
    });
  }, []);

  /** Leading edge at once, the rest at the end of the batch window. */
  const arrive = useCallback(
    (arrival: Arrival) => {
      arrivals.current.push(arrival);
      if (batchTimer.current !== null) return;
      flush();
      batchTimer.current = setTimeout(() => {
        batchTimer.current = null;
        flush();
      }, RESULT_BATCH_MS);
    },
    [flush],
  );

  /** Drops every result (no artwork given) or one artwork's, cancelling the run in progress. */
  const reset = useCallback((artworkId?: string | null) => {
    runRef.current?.abort(new DOMException("The artwork changed", "AbortError"));
    runRef.current = null;
    setProcessing(new Set());
    setTotal(0);
    if (artworkId === undefined) setResults({});
    else if (artworkId !== null) setResults(({ [artworkId]: _dropped, ...rest }) => rest);
  }, []);

  /** Renders the previews of `artworkIds` (in that order) × `templates`, with one fit and one frame, mat and size. */
  const apply = useCallback(async (artworkIds: readonly string[], templates: readonly Template[], fit: FitMode, render: RenderOptionsInput = {}): Promise<ApplyOutcome> => {
    runRef.current?.abort(new DOMException("A newer apply started", "AbortError"));
    const run = new AbortController();
    runRef.current = run;
    const { signal } = run;
    const pairs = artworkIds.flatMap((artworkId) =>
      templates.map((template) => ({ artworkId, template, previewUrl: artworkPreviewUrl(artworkId, template.id, fit, render) + roomVersion(template) })),
    );
    // A preview already shown under the same URL is the same picture, loaded: nothing to fetch.
    const todo = pairs.filter(({ artworkId, template, previewUrl }) => shownRef.current[artworkId]?.[template.id]?.previewUrl !== previewUrl);

    setProcessing(new Set(todo.map((p) => pairKey(p.artworkId, p.template.id))));
    setTotal(todo.length);
    const render1 = async ({ artworkId, template, previewUrl }: (typeof todo)[number]) => {
      try {
        await preloadImage(previewUrl, signal);
        arrive({ artworkId, templateId: template.id, result: { previewUrl, fit, artworkId, render }, signal });
      } catch (error) {
        // Spec §4: a template that fails is logged and skipped; the others carry on.
        if (!signal.aborted) console.error(`Could not apply the artwork to "${template.name}"`, error);
        arrive({ artworkId, templateId: template.id, signal });
        throw error;
      }
    };
    // The first preview goes alone: the server answers it without five others interleaved, so
    // the first card fills sooner; the rest then keep every connection busy.
    const settled = [
      ...(await runBounded(todo.slice(0, 1), 1, render1, signal)),
      ...(await runBounded(todo.slice(1), PREVIEW_CONCURRENCY, render1, signal)),
    ];
    // The run's last results are shown before it reports its outcome.
    flush();
    if (runRef.current === run) runRef.current = null;
    const applied = settled.filter((r) => r.status === "fulfilled").length;
    return { applied: applied + pairs.length - todo.length, failed: settled.length - applied, cancelled: signal.aborted };
  }, [arrive, flush]);

  /** One artwork's view: its results and which of its templates are still being processed. */
  const forArtwork = useCallback(
    (artworkId: string | null) => {
      const ids = new Set<number>();
      if (artworkId) {
        for (const key of processing) {
          const slash = key.lastIndexOf("/");
          if (key.slice(0, slash) === artworkId) ids.add(Number(key.slice(slash + 1)));
        }
      }
      return { results: (artworkId && results[artworkId]) || NONE, processing: ids as ReadonlySet<number> };
    },
    [processing, results],
  );

  return {
    forArtwork,
    /** Artworks with at least one result. */
    hasResults: Object.values(results).some((r) => Object.keys(r).length > 0),
    /** How many previews the current (or last) run covers, and how many are still to come. */
    total,
    remaining: processing.size,
    isProcessing: processing.size > 0,
    apply,
    reset,
  };
}

import { useCallback, useEffect, useRef, useState } from "react";
import { artworkPreviewUrl } from "@shared/artworks";
import { roomVersion } from "../lib/room-version";
import type { FitMode } from "@shared/constants";
import type { RenderOptionsInput } from "@shared/render-options";
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
export type ProcessedResult = { previewUrl: string; fit: FitMode; artworkId: string; render: RenderOptionsInput };
type Results = Readonly<Record<string, Readonly<Record<number, ProcessedResult>>>>;

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

  useEffect(() => () => runRef.current?.abort(), []);

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
    const pairs = artworkIds.flatMap((artworkId) => templates.map((template) => ({ artworkId, template })));
    const done = (key: string) =>
      setProcessing((prev) => {
        const next = new Set(prev);
        next.delete(key);
        return next;
      });

    setProcessing(new Set(pairs.map((p) => pairKey(p.artworkId, p.template.id))));
    setTotal(pairs.length);
    const settled = await runBounded(
      pairs,
      PREVIEW_CONCURRENCY,
      async ({ artworkId, template }) => {
        const previewUrl = artworkPreviewUrl(artworkId, template.id, fit, render) + roomVersion(template);
        try {
          await preloadImage(previewUrl, signal);
          if (!signal.aborted) {
            setResults((prev) => ({ ...prev, [artworkId]: { ...prev[artworkId], [template.id]: { previewUrl, fit, artworkId, render } } }));
          }
        } catch (error) {
          // Spec §4: a template that fails is logged and skipped; the others carry on.
          if (!signal.aborted) console.error(`Could not apply the artwork to "${template.name}"`, error);
          throw error;
        } finally {
          if (!signal.aborted) done(pairKey(artworkId, template.id));
        }
      },
      signal,
    );
    if (runRef.current === run) runRef.current = null;
    const applied = settled.filter((r) => r.status === "fulfilled").length;
    return { applied, failed: settled.length - applied, cancelled: signal.aborted };
  }, []);

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

import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { artworkPreviewUrl } from "@shared/api-urls";
import { roomVersion } from "../lib/room-version";
import type { FitMode } from "@shared/constants";
import type { RenderOptionsInput } from "@shared/render-options";
import { PREVIEW_BATCH_MAX } from "@shared/preview-stream";
import type { Template } from "@shared/templates";
import { afterPaint } from "@/lib/after-paint";
import { fetchPreviews } from "../api/fetch-previews";
import { toDataUrl } from "../lib/data-url";
import { preloadImage } from "../lib/preload-image";
import { runBounded } from "../lib/run-bounded";

/**
 * Preview requests in flight after the first (which goes alone and is shown before the rest
 * are asked for, so the first card fills after one render): the server renders one preview per
 * core per request and streams each as it is done, so two requests keep a two-core server busy
 * while the browser decodes what has arrived; one request per template cost more in round trips
 * and request handling than the renders themselves (docs/decisions/0008-preview-batches.md).
 * One and three measured no better.
 */
export const PREVIEW_REQUESTS = 2;
/**
 * Results that arrive within this long of the last shown ones are shown together: at most 10
 * renders of the grid a second instead of one per preview (each is a frame the software
 * compositor draws while previews still arrive). The first result after a pause is shown at
 * once, the run's last ones as soon as it ends.
 */
export const RESULT_BATCH_MS = 100;

/**
 * Spec §3 "Processed result", keyed by template id: the server-rendered preview (≤ 400 px wide).
 * `previewUrl` names the picture (the one-preview route's URL: same URL, same picture); `src`
 * shows it (a `data:` URL of the bytes the batch brought).
 */
export type ProcessedResult = { previewUrl: string; src: string; fit: FitMode; artworkId: string; render: RenderOptionsInput };
type Results = Readonly<Record<string, Readonly<Record<number, ProcessedResult>>>>;
/** A preview that finished (a result) or failed (none), waiting to be shown. */
type Arrival = { artworkId: string; templateId: number; result?: ProcessedResult; signal: AbortSignal };

export type ApplyOutcome = { applied: number; failed: number; cancelled: boolean };

const NONE: Readonly<Record<number, ProcessedResult>> = {};
const pairKey = (artworkId: string, templateId: number) => `${artworkId}/${templateId}`;

/** One preview to render: an artwork in a template, and the URL that names the picture. */
type Pair = { artworkId: string; template: Template; previewUrl: string };

/**
 * `pairs` in order, cut into requests for one artwork each: PREVIEW_REQUESTS of them when that
 * is few enough (every request starts at once, none waits for another to end), else of
 * PREVIEW_BATCH_MAX.
 */
function artworkBatches(pairs: readonly Pair[]): Pair[][] {
  const size = Math.min(PREVIEW_BATCH_MAX, Math.ceil(pairs.length / PREVIEW_REQUESTS));
  const batches: Pair[][] = [];
  for (const pair of pairs) {
    const last = batches.at(-1);
    if (last && last.length < size && last[0]!.artworkId === pair.artworkId) last.push(pair);
    else batches.push([pair]);
  }
  return batches;
}

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
  // The run's previews not yet shown or failed (the cards marked processing are those asked for).
  const [left, setLeft] = useState(0);
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
    setLeft((n) => Math.max(0, n - batch.length));
  }, []);

  /** Leading edge at once, the rest at the end of the batch window. */
  const arrive = useCallback(
    (arrival: Arrival) => {
      arrivals.current.push(arrival);
      if (batchTimer.current !== null) return;
      // Rendered now, not in a scheduled task that the arriving records' work would queue behind.
      flushSync(flush);
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
    setLeft(0);
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

    // The first card shows it is being processed at the click, the rest once it is shown: the
    // frames before the first preview draw one card, not the whole grid.
    const markProcessing = (some: readonly Pair[]) => setProcessing((prev) => new Set([...prev, ...some.map((p) => pairKey(p.artworkId, p.template.id))]));
    setProcessing(new Set());
    setTotal(todo.length);
    setLeft(todo.length);
    let applied = 0;
    // Pairs whose preview has been shown or has failed in this run (never marked processing again).
    const landed = new Set<string>();
    const land = (arrival: Arrival) => {
      landed.add(pairKey(arrival.artworkId, arrival.templateId));
      arrive(arrival);
    };
    const fail = (pair: Pair, error: unknown) => {
      // Spec §4: a template that fails is logged and skipped; the others carry on.
      if (!signal.aborted) console.error(`Could not apply the artwork to "${pair.template.name}"`, error);
      land({ artworkId: pair.artworkId, templateId: pair.template.id, signal });
    };
    const show = async (pair: Pair, bytes: Uint8Array, contentType: string) => {
      const src = toDataUrl(bytes, contentType);
      try {
        await preloadImage(src, signal);
      } catch (error) {
        fail(pair, error);
        return;
      }
      applied++;
      land({ artworkId: pair.artworkId, templateId: pair.template.id, result: { previewUrl: pair.previewUrl, src, fit, artworkId: pair.artworkId, render }, signal });
    };
    // Pictures being loaded: a request is done when its bytes are in, so the next one starts
    // while the browser loads them (and the run ends when every picture is shown).
    const loading: Promise<void>[] = [];
    const fetchBatch = async (batch: Pair[]) => {
      const waiting = new Map(batch.map((pair) => [pair.template.id, pair]));
      let failure: unknown = new Error("The answer had no preview for this template");
      try {
        await fetchPreviews(batch[0]!.artworkId, [...waiting.keys()], fit, render, (record) => {
          const pair = waiting.get(record.templateId);
          if (!pair) return;
          waiting.delete(record.templateId);
          if (record.ok && record.bytes) loading.push(show(pair, record.bytes, record.contentType));
          else fail(pair, new Error(record.ok ? "Empty preview" : `${record.status}: ${record.message}`));
        }, signal);
      } catch (error) {
        failure = error;
      }
      // Whatever the answer left out failed (never left processing).
      for (const pair of waiting.values()) fail(pair, failure);
    };
    // The first preview goes alone and is shown before the rest are asked for: the server renders
    // it before anything else and nothing competes with its card; the rest follow, one artwork a request.
    const [first, ...rest] = todo;
    if (first) markProcessing([first]);
    await runBounded(first ? [[first]] : [], 1, fetchBatch, signal);
    await Promise.all(loading);
    const requests = runBounded(artworkBatches(rest), PREVIEW_REQUESTS, fetchBatch, signal);
    // The other cards turn to "processing" in the frame after the one that draws the first
    // preview: restyling dozens of cards in the same frame held the first preview back (measured:
    // 50–110 ms of style, layout and layers in that frame). Their requests are already on their way.
    if (first) await afterPaint();
    if (!signal.aborted) markProcessing(rest.filter((p) => !landed.has(pairKey(p.artworkId, p.template.id))));
    await requests;
    await Promise.all(loading);
    // The run's last results are committed before it reports its outcome (whose toast then waits for them to be drawn).
    flushSync(flush);
    if (runRef.current === run) runRef.current = null;
    return { applied: applied + pairs.length - todo.length, failed: todo.length - applied, cancelled: signal.aborted };
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
    remaining: left,
    isProcessing: left > 0,
    apply,
    reset,
  };
}

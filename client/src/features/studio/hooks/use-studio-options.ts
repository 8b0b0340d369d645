import { useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { type StudioOptions, readStudioOptions, studioSearch } from "../lib/studio-url";

/** Marks the history entry that opening a preview pushed, so closing it can go back instead. */
const PREVIEW_ENTRY = "studioPreview";

const historyState = (): unknown => (typeof window === "undefined" ? null : (window.history.state as unknown));
const isPreviewEntry = (state: unknown) => typeof state === "object" && state !== null && PREVIEW_ENTRY in state;

/**
 * The studio's options, kept in its address (`/app?ratio=4x3&fit=fill&size=50x70cm&frame=black`):
 * a reload, Back and a shared link bring them along. A tweak replaces the history entry (Back
 * is not a list of every click); opening a preview is a step of its own, so Back closes it.
 * Arriving at a bare /app (the header's link, after signing in), `savedSearch` (the options
 * this browser last had) comes back, and the address is rewritten to say so.
 */
export function useStudioOptions(savedSearch: string | null) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  // Only until the user changes something: from then on the address alone says what is chosen.
  const [restored, setRestored] = useState(() => (search === "" && savedSearch ? savedSearch : null));
  const effective = search === "" && restored !== null ? restored : search;
  const options = useMemo(() => readStudioOptions(effective), [effective]);
  const canonical = studioSearch(options);

  const go = (next: StudioOptions, push = false) => {
    setRestored(null);
    const query = studioSearch(next);
    const to = query ? `${location}?${query}` : location;
    // A replaced entry keeps its mark (a preview entry stays one).
    navigate(to, push ? { state: { [PREVIEW_ENTRY]: true } } : { replace: true, state: historyState() });
  };

  // The address says what is shown: a restored query, or one tidied of what was not understood.
  const tidied = useRef<string | null>(null);
  useEffect(() => {
    if (canonical === search) return;
    // Once per address: should the browser spell it differently, no loop of rewrites.
    if (tidied.current === `${search}\n${canonical}`) return;
    tidied.current = `${search}\n${canonical}`;
    navigate(canonical ? `${location}?${canonical}` : location, { replace: true, state: historyState() });
  }, [canonical, search, location, navigate]);

  return {
    options,
    /** A tweak: the new options replace the address. */
    change: (patch: Partial<StudioOptions>) => go({ ...options, ...patch }),
    /** Opening a preview: a new history entry. */
    openPreview: (templateId: number) => go({ ...options, preview: templateId }, true),
    /** Closing it goes back to the entry before, when opening it made one. */
    closePreview: () => {
      if (isPreviewEntry(historyState())) window.history.back();
      else go({ ...options, preview: null });
    },
    /** What to remember for a later visit: the options without the preview that happens to be open. */
    rememberedSearch: studioSearch({ ...options, preview: null }),
  };
}

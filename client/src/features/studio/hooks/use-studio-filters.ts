import { useMemo, useState } from "react";
import type { Template } from "@shared/templates";
import { closestAspectRatio } from "../lib/aspect-ratio";
import { type TemplateFilters, applyFilters, defaultStyles, filterOptions, hasActiveFilters, inStyles } from "../lib/template-filters";

/** For which image (the key of `ChosenImage`, or null) the filters were last decided, and its automatic ratio. */
export type FiltersDecided = { forImage: number | null; autoRatio: string | null };

type StudioFiltersInput = {
  imageKey: number | null;
  width: number | null;
  height: number | null;
  templates: readonly Template[];
  /** False until the catalogue has loaded: there is nothing to match the image against yet. */
  templatesLoaded: boolean;
  /** The filters as the user left them (the studio keeps them in its address). */
  filters: TemplateFilters;
  onFiltersChange: (next: TemplateFilters) => void;
  /** After a reload: the image the filters were already decided for, so its ratio is not detected again. */
  decided?: FiltersDecided;
};

/**
 * Spec §2/§4 filters with the once-per-image automatic ratio. Until the user changes the filters
 * for the current image, its closest ratio is selected: that selection is derived while
 * rendering (not set from an effect), so the first grid for a new image already shows it.
 * Changing the filters decides them for this image, which ends the automatic choice for it.
 * The user's filters live with the caller (in the address, to keep and share); the automatic
 * ratio is not written there: it belongs to this browser's artwork and is derived again.
 */
export function useStudioFilters({ imageKey, width, height, templates, templatesLoaded, filters: given, onFiltersChange, decided: restored }: StudioFiltersInput) {
  const [decided, setDecided] = useState<FiltersDecided>(() => restored ?? { forImage: null, autoRatio: null });
  const options = useMemo(() => filterOptions(templates, given.styles), [templates, given.styles]);
  const detectable = imageKey !== null && !!width && !!height && templatesLoaded;

  const current = useMemo((): { filters: TemplateFilters; autoRatio: string | null } => {
    if (decided.forImage === imageKey) {
      return { filters: given, autoRatio: decided.autoRatio && given.aspectRatios.includes(decided.autoRatio) ? decided.autoRatio : null };
    }
    if (!detectable) return { filters: given, autoRatio: null };
    const best = closestAspectRatio(width / height, options.aspectRatios);
    return { filters: best ? { ...given, aspectRatios: [best] } : given, autoRatio: best };
  }, [decided, given, imageKey, detectable, width, height, options]);

  const { filters, autoRatio } = current;
  const filtered = useMemo(() => applyFilters(templates, filters), [templates, filters]);
  const offered = useMemo(() => inStyles(templates, given.styles).length, [templates, given.styles]);
  const styleDefault = useMemo(() => defaultStyles(templates), [templates]);

  const changeFilters = (next: TemplateFilters) => {
    setDecided({
      // Before the image can be matched, its automatic choice is still to come.
      forImage: detectable ? imageKey : decided.forImage,
      // Spec §4: clearing the aspect filter clears the automatic selection too.
      autoRatio: autoRatio && next.aspectRatios.includes(autoRatio) ? autoRatio : null,
    });
    onFiltersChange(next);
  };

  return {
    options,
    filters,
    autoRatio,
    filtered,
    /** How many templates the styles shown hold (the drawn rooms retired behind Simple are not counted). */
    offered,
    /** The styles shown while the user has ticked none. */
    defaultStyles: styleDefault,
    filtersActive: hasActiveFilters(filters),
    changeFilters,
    /** For which image the user last set the filters (kept across a reload, by its artwork id). */
    decided,
  };
}

import { useMemo, useState } from "react";
import type { Template } from "@shared/templates";
import { closestAspectRatio } from "../lib/aspect-ratio";
import { EMPTY_FILTERS, type TemplateFilters, applyFilters, filterOptions, hasActiveFilters } from "../lib/template-filters";

/** The filters the user last set, and for which image (the key of `ChosenImage`, or null). */
type Selection = { forImage: number | null; filters: TemplateFilters; autoRatio: string | null };

type StudioFiltersInput = {
  imageKey: number | null;
  width: number | null;
  height: number | null;
  templates: readonly Template[];
  /** False until the catalogue has loaded: there is nothing to match the image against yet. */
  templatesLoaded: boolean;
};

/**
 * Spec §2/§4 filters with the once-per-image automatic ratio. Until the user changes the filters
 * for the current image, its closest ratio is selected: that selection is derived while
 * rendering (not set from an effect), so the first grid for a new image already shows it.
 * Changing the filters stores them for this image, which ends the automatic choice for it.
 */
export function useStudioFilters({ imageKey, width, height, templates, templatesLoaded }: StudioFiltersInput) {
  const [chosen, setChosen] = useState<Selection>({ forImage: null, filters: EMPTY_FILTERS, autoRatio: null });
  const options = useMemo(() => filterOptions(templates), [templates]);
  const detectable = imageKey !== null && !!width && !!height && templatesLoaded;

  const current = useMemo((): Omit<Selection, "forImage"> => {
    if (chosen.forImage === imageKey) return chosen;
    if (!detectable) return { filters: chosen.filters, autoRatio: null };
    const best = closestAspectRatio(width / height, options.aspectRatios);
    return { filters: best ? { ...chosen.filters, aspectRatios: [best] } : chosen.filters, autoRatio: best };
  }, [chosen, imageKey, detectable, width, height, options]);

  const { filters, autoRatio } = current;
  const filtered = useMemo(() => applyFilters(templates, filters), [templates, filters]);

  const changeFilters = (next: TemplateFilters) =>
    setChosen({
      // Before the image can be matched, its automatic choice is still to come.
      forImage: detectable ? imageKey : chosen.forImage,
      filters: next,
      // Spec §4: clearing the aspect filter clears the automatic selection too.
      autoRatio: autoRatio && next.aspectRatios.includes(autoRatio) ? autoRatio : null,
    });

  return { options, filters, autoRatio, filtered, filtersActive: hasActiveFilters(filters), changeFilters };
}

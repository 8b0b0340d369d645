import type { Template } from "@shared/templates";
import { ratioValue } from "./aspect-ratio";

/** Spec §3 "Filter state": the values ticked in each group; an empty list means "all". */
export type TemplateFilters = { aspectRatios: string[]; colors: string[]; roomTypes: string[] };
export type FilterKey = keyof TemplateFilters;

export const EMPTY_FILTERS: TemplateFilters = { aspectRatios: [], colors: [], roomTypes: [] };

type FilterableTemplate = Pick<Template, "aspectRatio" | "color" | "roomType"> & Partial<Pick<Template, "pxPerCm">>;

type FilterField = "aspectRatio" | "color" | "roomType";

export type FilterGroup = { key: FilterKey; title: string; allLabel: string; field: FilterField };

/** The checkbox groups of spec §2, in display order. */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  { key: "aspectRatios", title: "Aspect Ratio", allLabel: "All Aspect Ratios", field: "aspectRatio" },
  { key: "colors", title: "Frame Color", allLabel: "All Frame Colors", field: "color" },
  { key: "roomTypes", title: "Room Type", allLabel: "All Room Types", field: "roomType" },
];

/** Values compare without case or stray spaces ("Living Room" is "living room"). */
export function normalizeValue(value: string | null | undefined): string | null {
  const v = value?.trim().replace(/\s+/g, " ").toLowerCase();
  return v ? v : null;
}

/** Spec §2: filter values (and card details) are shown capitalised: "living room" → "Living Room". */
export function capitalize(value: string): string {
  return value.replace(/(^|[\s\-/(])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

function compareRatios(a: string, b: string): number {
  return (ratioValue(a) ?? Infinity) - (ratioValue(b) ?? Infinity) || a.localeCompare(b);
}

/**
 * The distinct values of every group: ratios from tallest to widest, the rest alphabetically.
 * A group no template has a value for comes back empty (and is hidden).
 */
export function filterOptions(templates: readonly FilterableTemplate[]): TemplateFilters {
  const collect = (field: FilterField) => {
    const values = new Set<string>();
    for (const t of templates) {
      const v = normalizeValue(t[field]);
      if (v) values.add(v);
    }
    return [...values];
  };
  return {
    aspectRatios: collect("aspectRatio").sort(compareRatios),
    colors: collect("color").sort((a, b) => a.localeCompare(b)),
    roomTypes: collect("roomType").sort((a, b) => a.localeCompare(b)),
  };
}

/** The groups worth showing; none at all means the whole panel is hidden (spec §2). */
export function visibleFilterGroups(options: TemplateFilters): FilterGroup[] {
  return FILTER_GROUPS.filter((g) => options[g.key].length > 0);
}

export function hasActiveFilters(filters: TemplateFilters): boolean {
  return FILTER_GROUPS.some((g) => filters[g.key].length > 0);
}

/**
 * Any ticked value of a group matches (OR); every group with ticks must match (AND). A bare wall
 * (a scale, no window) takes any ratio: the print size sets its proportions.
 */
export function matchesFilters(template: FilterableTemplate, filters: TemplateFilters): boolean {
  return FILTER_GROUPS.every(({ key, field }) => {
    const wanted = filters[key];
    if (wanted.length === 0) return true;
    if (key === "aspectRatios" && template.pxPerCm != null) return true;
    const value = normalizeValue(template[field]);
    return value !== null && wanted.includes(value);
  });
}

export function applyFilters<T extends FilterableTemplate>(templates: readonly T[], filters: TemplateFilters): T[] {
  return hasActiveFilters(filters) ? templates.filter((t) => matchesFilters(t, filters)) : [...templates];
}

/** Ticks or unticks one value; the result never holds a value twice. */
export function toggleFilterValue(filters: TemplateFilters, key: FilterKey, value: string, checked: boolean): TemplateFilters {
  const without = filters[key].filter((v) => v !== value);
  return { ...filters, [key]: checked ? [...without, value] : without };
}

export function clearFilterGroup(filters: TemplateFilters, key: FilterKey): TemplateFilters {
  return { ...filters, [key]: [] };
}

/** Spec §2: the line shown above the grid while filters are active. */
export function showingSummary(shown: number, total: number): string {
  return `Showing ${shown} of ${total} templates`;
}

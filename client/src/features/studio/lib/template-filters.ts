import { ROOM_LIGHTS, WALL_ORIENTATIONS, compareText } from "@shared/template-kinds";
import type { Template } from "@shared/templates";
import { ratioValue } from "./aspect-ratio";

/**
 * Spec §3 "Filter state": the values ticked in each group; an empty list means "all". Beyond the
 * spec, rendered rooms' wall, light, orientation and pieces, and the catalogue's styles (an
 * empty `styles` is the default choice: see `defaultStyles`).
 */
export type TemplateFilters = {
  aspectRatios: string[];
  colors: string[];
  roomTypes: string[];
  styles: string[];
  walls: string[];
  lights: string[];
  orientations: string[];
  pieces: string[];
};
export type FilterKey = keyof TemplateFilters;

export const EMPTY_FILTERS: TemplateFilters = { aspectRatios: [], colors: [], roomTypes: [], styles: [], walls: [], lights: [], orientations: [], pieces: [] };

type FilterableTemplate = Pick<Template, "aspectRatio" | "color" | "roomType"> &
  Partial<Pick<Template, "pxPerCm" | "origin" | "light" | "wall" | "orientation" | "windowCount">>;

export type FilterGroup = {
  key: FilterKey;
  title: string;
  /** The option that means "all"; none for Style, whose boxes always say what is shown. */
  allLabel: string | null;
  value: (template: FilterableTemplate) => string | null | undefined;
  /** How a (normalised) value reads; capitalised unless said otherwise (spec §2). */
  label: (value: string) => string;
  compare: (a: string, b: string) => number;
};

/** The catalogue's styles: rooms rendered from 3D scenes, the simple drawn rooms, admins' uploads. */
export const STYLES = ["rendered", "simple", "uploaded"] as const;
const STYLE_LABELS: Record<string, string> = { rendered: "Rendered", simple: "Simple", uploaded: "Uploaded" };
const LIGHT_LABELS: Record<string, string> = { daylight: "Daylight", "golden-hour": "Golden hour", evening: "Evening" };
const ORIENTATION_LABELS: Record<string, string> = { "straight-on": "Straight-on", angled: "Angled" };

export function styleOf(template: FilterableTemplate): (typeof STYLES)[number] {
  return template.origin === "drawn" ? "simple" : (template.origin ?? "uploaded");
}

const inOrder = (order: readonly string[]) => (a: string, b: string) => order.indexOf(a) - order.indexOf(b) || compareText(a, b);
const labelled = (labels: Record<string, string>) => (value: string) => labels[value] ?? capitalize(value);

function compareRatios(a: string, b: string): number {
  return (ratioValue(a) ?? Infinity) - (ratioValue(b) ?? Infinity) || compareText(a, b);
}

const spec = (key: FilterKey, title: string, allLabel: string, value: FilterGroup["value"], compare = compareText): FilterGroup => ({
  key,
  title,
  allLabel,
  value,
  label: capitalize,
  compare,
});

/** The checkbox groups: spec §2's three, then the catalogue's style and the rendered rooms' own, in display order. */
export const FILTER_GROUPS: readonly FilterGroup[] = [
  spec("aspectRatios", "Aspect Ratio", "All Aspect Ratios", (t) => t.aspectRatio, compareRatios),
  spec("colors", "Frame Color", "All Frame Colors", (t) => t.color),
  spec("roomTypes", "Room Type", "All Room Types", (t) => t.roomType),
  { key: "styles", title: "Style", allLabel: null, value: styleOf, label: labelled(STYLE_LABELS), compare: inOrder(STYLES) },
  spec("walls", "Wall", "All Walls", (t) => t.wall),
  { ...spec("lights", "Light", "All Lights", (t) => t.light, inOrder(ROOM_LIGHTS)), label: labelled(LIGHT_LABELS) },
  { ...spec("orientations", "Orientation", "All Orientations", (t) => t.orientation, inOrder(WALL_ORIENTATIONS)), label: labelled(ORIENTATION_LABELS) },
  {
    // A rendered room's art places (a gallery wall has several); other templates say nothing here.
    ...spec("pieces", "Pieces", "Any Number of Pieces", (t) => (t.origin === "rendered" && t.windowCount ? String(t.windowCount) : null), (a, b) => Number(a) - Number(b)),
    label: (n) => (n === "1" ? "1 piece" : `${n} pieces`),
  },
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

/**
 * The drawn rooms retire behind "Simple" once the rendered catalogue can stand on its own (this
 * many rooms): from then on every style but Simple is shown by default. Before, while the rooms
 * are still being rendered and committed one by one, every style is.
 */
export const RENDERED_ROOMS_TO_RETIRE_SIMPLE = 12;

/** The styles shown while the user has ticked none: the catalogue's styles, Simple retired once enough rooms are rendered. */
export function defaultStyles(templates: readonly FilterableTemplate[]): string[] {
  const present = STYLES.filter((style) => templates.some((t) => styleOf(t) === style));
  const rendered = templates.filter((t) => styleOf(t) === "rendered").length;
  return rendered >= RENDERED_ROOMS_TO_RETIRE_SIMPLE ? present.filter((s) => s !== "simple") : present;
}

/** The styles shown: those ticked, or the default (`defaultStyles`). */
export function shownStyles(filters: { styles: readonly string[] }, byDefault: readonly string[]): string[] {
  return filters.styles.length > 0 ? [...filters.styles] : [...byDefault];
}

/** The templates of the styles shown: the catalogue the other groups narrow (and the Y of 'Showing X of Y'). */
export function inStyles<T extends FilterableTemplate>(templates: readonly T[], styles: readonly string[]): T[] {
  const shown = shownStyles({ styles }, defaultStyles(templates));
  return templates.filter((t) => shown.includes(styleOf(t)));
}

/**
 * The distinct values of every group: ratios from tallest to widest, lights and views in their
 * natural order, pieces by number, the rest alphabetically. A group no template has a value for
 * comes back empty (and is hidden). Styles come from the whole catalogue; the other groups from
 * the styles shown (`styles`, the filters' own), so the automatic ratio is one a shown room has.
 */
export function filterOptions(templates: readonly FilterableTemplate[], styles: readonly string[] = []): TemplateFilters {
  const scope = inStyles(templates, styles);
  const options = { ...EMPTY_FILTERS };
  for (const group of FILTER_GROUPS) {
    const values = new Set<string>();
    for (const t of group.key === "styles" ? templates : scope) {
      const v = normalizeValue(group.value(t));
      if (v) values.add(v);
    }
    options[group.key] = [...values].sort(group.compare);
  }
  return options;
}

/**
 * The groups worth showing; none at all means the whole panel is hidden (spec §2). Style shows
 * only beside rendered rooms, when there is a choice to make.
 */
export function visibleFilterGroups(options: TemplateFilters): FilterGroup[] {
  return FILTER_GROUPS.filter((g) => (g.key === "styles" ? options.styles.includes("rendered") && options.styles.length > 1 : options[g.key].length > 0));
}

export function hasActiveFilters(filters: TemplateFilters): boolean {
  return FILTER_GROUPS.some((g) => filters[g.key].length > 0);
}

/**
 * Any ticked value of a group matches (OR); every group with ticks must match (AND). A bare wall
 * (a scale, no window) takes any ratio: the print size sets its proportions. Styles: see `shownStyles`.
 */
export function applyFilters<T extends FilterableTemplate>(templates: readonly T[], filters: TemplateFilters): T[] {
  return inStyles(templates, filters.styles).filter((template) =>
    FILTER_GROUPS.every(({ key, value }) => {
      const wanted = filters[key];
      if (key === "styles" || wanted.length === 0) return true;
      if (key === "aspectRatios" && template.pxPerCm != null) return true;
      const v = normalizeValue(value(template));
      return v !== null && wanted.includes(v);
    }),
  );
}

/**
 * Ticks or unticks a style: the boxes show the styles shown, so the change starts from those.
 * The default choice is stored as none (a clean address); the last box cannot be unticked.
 */
export function toggleStyle(filters: TemplateFilters, byDefault: readonly string[], style: string, checked: boolean): TemplateFilters {
  const shown = shownStyles(filters, byDefault);
  const next: string[] = STYLES.filter((s) => (s === style ? checked : shown.includes(s)));
  if (next.length === 0) return filters;
  const isDefault = next.length === byDefault.length && byDefault.every((s) => next.includes(s));
  return { ...filters, styles: isDefault ? [] : next };
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

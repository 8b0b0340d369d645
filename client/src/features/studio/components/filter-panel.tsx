import { ChevronDown } from "lucide-react";
import { type CSSProperties, useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { useMediaQuery } from "@/lib/use-media-query";
import { cn } from "@/lib/utils";
import {
  EMPTY_FILTERS,
  type FilterGroup,
  type TemplateFilters,
  clearFilterGroup,
  hasActiveFilters,
  shownStyles,
  toggleFilterValue,
  toggleStyle,
  visibleFilterGroups,
} from "../lib/template-filters";

type FilterPanelProps = {
  options: TemplateFilters;
  filters: TemplateFilters;
  /** The ratio chosen automatically for the current image, while it is still selected. */
  autoRatio: string | null;
  /** The styles shown while none is ticked (see `defaultStyles`). */
  defaultStyles: string[];
  onChange: (next: TemplateFilters) => void;
};

/** Tailwind's `lg`: from here on the studio has its desktop layout, filters beside the grid. */
const DESKTOP = "(min-width: 64rem)";

/**
 * Spec §2 'Filter Templates'. On phones the groups fold away behind the title so the grid is
 * not pushed far down; from the desktop layout on they are always open. Folded, they are not
 * rendered at all: their few hundred checkbox elements were a third of the phone studio's first
 * screen, built and styled for nothing.
 */
export function FilterPanel({ options, filters, autoRatio, defaultStyles, onChange }: FilterPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const desktop = useMediaQuery(DESKTOP);
  const groups = visibleFilterGroups(options);
  if (groups.length === 0) return null;
  const active = hasActiveFilters(filters);
  const activeCount = groups.reduce((n, g) => n + filters[g.key].length, 0);

  return (
    <Card>
      <CardHeader className={cn("flex-row items-center justify-between gap-2 pb-4", !open && "max-lg:pb-6")}>
        <CardTitle className="text-base">Filter Templates</CardTitle>
        <div className="-mr-2 flex items-center gap-1">
          <Button type="button" variant="ghost" size="sm" disabled={!active} onClick={() => onChange(EMPTY_FILTERS)}>
            Clear Filters
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 lg:hidden"
            aria-expanded={open}
            aria-controls={`${id}-groups`}
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden="true" />
            <span className="sr-only">{open ? "Hide filters" : `Show filters${activeCount ? ` (${activeCount} active)` : ""}`}</span>
          </Button>
        </div>
      </CardHeader>
      <CardContent id={`${id}-groups`} className={cn("gap-5", open ? "grid" : "hidden", "sm:grid-cols-3 lg:grid lg:grid-cols-1")}>
        {(open || desktop) && groups.map((group) => (
          <FilterGroupField
            key={group.key}
            group={group}
            values={options[group.key]}
            filters={filters}
            autoRatio={autoRatio}
            defaultStyles={defaultStyles}
            onChange={onChange}
          />
        ))}
      </CardContent>
    </Card>
  );
}

type FilterGroupFieldProps = {
  group: FilterGroup;
  values: string[];
  filters: TemplateFilters;
  autoRatio: string | null;
  defaultStyles: string[];
  onChange: (next: TemplateFilters) => void;
};

/**
 * Shadows at the top and bottom of a list that scrolls, where there is more to see (the classic
 * background-attachment trick: the covers scroll with the content, the shadows stay put).
 */
const SCROLL_SHADOWS: CSSProperties = {
  background: [
    "linear-gradient(var(--card) 30%, transparent) top / 100% 24px no-repeat local",
    "linear-gradient(transparent, var(--card) 70%) bottom / 100% 24px no-repeat local",
    "radial-gradient(farthest-side at 50% 0, rgb(31 27 23 / 0.14), transparent) top / 100% 8px no-repeat scroll",
    "radial-gradient(farthest-side at 50% 100%, rgb(31 27 23 / 0.14), transparent) bottom / 100% 8px no-repeat scroll",
  ].join(", "),
};

function FilterGroupField({ group, values, filters, autoRatio, defaultStyles, onChange }: FilterGroupFieldProps) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const isStyle = group.key === "styles";
  // Style's boxes say which styles are shown (by default all but a retired Simple); the others tick what narrows.
  const selected = isStyle ? shownStyles(filters, defaultStyles) : filters[group.key];
  const toggle = (value: string, checked: boolean) =>
    onChange(isStyle ? toggleStyle(filters, defaultStyles, value, checked) : toggleFilterValue(filters, group.key, value, checked));
  const isRatio = group.key === "aspectRatios";
  const showAuto = isRatio && autoRatio !== null && selected.includes(autoRatio);

  // The automatically chosen ratio may sit below the list's fold: bring it into view (the list
  // only, never the page).
  useEffect(() => {
    const list = listRef.current;
    const option = isRatio && autoRatio ? list?.querySelector<HTMLElement>(`[data-value="${CSS.escape(autoRatio)}"]`) : null;
    if (!list || !option) return;
    const top = option.offsetTop; // the list is the offset parent (position: relative)
    if (top < list.scrollTop || top + option.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = top - (list.clientHeight - option.offsetHeight) / 2;
    }
  }, [isRatio, autoRatio]);
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-2 flex items-center gap-2 text-sm font-medium">
        {group.title}
        {showAuto ? (
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-[11px] font-semibold text-primary">Auto-detected</span>
        ) : null}
      </legend>
      {/* Spec §9: lists stop growing at 180 px and scroll. */}
      <div ref={listRef} style={SCROLL_SHADOWS} className="relative -mx-1 grid max-h-[180px] gap-0.5 overflow-y-auto px-1 py-0.5 [scrollbar-width:thin]">
        {group.allLabel !== null ? (
          <FilterOption
            id={`${id}-all`}
            label={group.allLabel}
            checked={selected.length === 0}
            onCheckedChange={(checked) => checked && onChange(clearFilterGroup(filters, group.key))}
          />
        ) : null}
        {values.map((value, i) => (
          <FilterOption
            key={value}
            id={`${id}-${i}`}
            value={value}
            label={group.label(value)}
            note={isRatio && value === autoRatio ? "(Best Match)" : undefined}
            checked={selected.includes(value)}
            // The last style shown stays: an empty catalogue is no choice.
            locked={isStyle && selected.length === 1 && selected.includes(value)}
            onCheckedChange={(checked) => toggle(value, checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}

type FilterOptionProps = {
  id: string;
  value?: string;
  label: string;
  note?: string;
  checked: boolean;
  /** Cannot be unticked (the last style shown); drawn at full strength, as it is in force. */
  locked?: boolean;
  onCheckedChange: (checked: boolean) => void;
};

function FilterOption({ id, value, label, note, checked, locked, onCheckedChange }: FilterOptionProps) {
  return (
    <div data-value={value} className="flex items-center gap-2.5 rounded-md px-1.5 py-1 hover:bg-accent/50">
      <Checkbox id={id} checked={checked} disabled={locked} className={cn(locked && "disabled:opacity-100")} onCheckedChange={(c) => onCheckedChange(c === true)} />
      <label htmlFor={id} className="flex-1 cursor-pointer text-sm">
        {label}
        {note ? (
          <>
            {" "}
            <span className="ml-0.5 text-xs font-medium text-primary">{note}</span>
          </>
        ) : null}
      </label>
    </div>
  );
}

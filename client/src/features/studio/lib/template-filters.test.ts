import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  applyFilters,
  capitalize,
  clearFilterGroup,
  filterOptions,
  hasActiveFilters,
  showingSummary,
  toggleFilterValue,
  visibleFilterGroups,
} from "./template-filters";

const t = (id: number, aspectRatio: string | null, color: string | null, roomType: string | null) => ({ id, aspectRatio, color, roomType });

const templates = [
  t(1, "4x5", "black", "living room"),
  t(2, "16x9", "white", "bedroom"),
  t(3, "3x2", "oak", "living room"),
  t(4, "4x5", "white", "kitchen"),
  t(5, "3x2", "Oak", "Kitchen"),
  t(6, null, null, null),
];

describe("filterOptions", () => {
  it("lists each value once, case-insensitively; ratios by shape, the rest alphabetically", () => {
    expect(filterOptions(templates)).toMatchObject({
      aspectRatios: ["4x5", "3x2", "16x9"],
      colors: ["black", "oak", "white"],
      roomTypes: ["bedroom", "kitchen", "living room"],
    });
  });

  it("hides a group no template has values for, and the whole panel when none has any", () => {
    const noColours = filterOptions([t(1, "4x5", null, "office"), t(2, "1x1", "  ", "office")]);
    expect(visibleFilterGroups(noColours).map((g) => g.title)).toEqual(["Aspect Ratio", "Room Type"]);
    expect(visibleFilterGroups(filterOptions([t(1, null, null, null)]))).toEqual([]);
    expect(visibleFilterGroups(filterOptions([]))).toEqual([]);
  });

  it("names the groups and their 'all' options as the spec does", () => {
    expect(visibleFilterGroups(filterOptions(templates)).map((g) => [g.title, g.allLabel])).toEqual([
      ["Aspect Ratio", "All Aspect Ratios"],
      ["Frame Color", "All Frame Colors"],
      ["Room Type", "All Room Types"],
    ]);
  });
});

describe("applyFilters", () => {
  const ids = (filters: typeof EMPTY_FILTERS) => applyFilters(templates, filters).map((x) => x.id);

  it("keeps everything, in order, when nothing is ticked", () => {
    expect(ids(EMPTY_FILTERS)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
  });

  it("matches any ticked value within a group", () => {
    expect(ids({ ...EMPTY_FILTERS, aspectRatios: ["4x5", "3x2"] })).toEqual([1, 3, 4, 5]);
  });

  it("requires every active group to match, ignoring case", () => {
    expect(ids({ ...EMPTY_FILTERS, aspectRatios: ["3x2"], colors: ["oak"], roomTypes: ["kitchen"] })).toEqual([5]);
  });

  it("never matches a template without a value in an active group", () => {
    expect(ids({ ...EMPTY_FILTERS, roomTypes: ["bedroom", "kitchen", "living room"] })).not.toContain(6);
  });

  it("lets a bare wall (a scale, no ratio of its own) through any ratio filter, but not other groups", () => {
    const wall = { id: 7, aspectRatio: null, color: null, roomType: "office", pxPerCm: 6.7 };
    const withWall = [...templates, wall];
    const shown = (filters: typeof EMPTY_FILTERS) => applyFilters(withWall, filters).map((x) => x.id);
    expect(shown({ ...EMPTY_FILTERS, aspectRatios: ["16x9"] })).toEqual([2, 7]);
    expect(shown({ ...EMPTY_FILTERS, aspectRatios: ["16x9"], colors: ["oak"] })).toEqual([]);
    expect(shown({ ...EMPTY_FILTERS, roomTypes: ["kitchen"] })).not.toContain(7);
  });

  it("can match nothing", () => {
    const filters = { ...EMPTY_FILTERS, aspectRatios: ["16x9"], colors: ["oak"] };
    expect(ids(filters)).toEqual([]);
    expect(hasActiveFilters(filters)).toBe(true);
  });
});

describe("changing filters", () => {
  it("ticks a value once and unticks it", () => {
    const on = toggleFilterValue(EMPTY_FILTERS, "colors", "oak", true);
    expect(toggleFilterValue(on, "colors", "oak", true).colors).toEqual(["oak"]);
    expect(toggleFilterValue(on, "colors", "oak", false)).toEqual(EMPTY_FILTERS);
  });

  it("clears one group and leaves the others", () => {
    const filters = { ...EMPTY_FILTERS, aspectRatios: ["3x2"], colors: ["oak"] };
    expect(clearFilterGroup(filters, "aspectRatios")).toEqual({ ...EMPTY_FILTERS, colors: ["oak"] });
  });
});

it("words the summary line as the spec does", () => {
  expect(showingSummary(2, 28)).toBe("Showing 2 of 28 templates");
});

it.each([
  ["living room", "Living Room"],
  ["black", "Black"],
  ["4x5", "4x5"],
  ["off-white", "Off-White"],
  ["dining room", "Dining Room"],
])("capitalizes %j as %j", (input, expected) => {
  expect(capitalize(input)).toBe(expected);
});

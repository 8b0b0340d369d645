import { describe, expect, it } from "vitest";
import { templateJson } from "@/test/factories";
import {
  EMPTY_FILTERS,
  RENDERED_ROOMS_TO_RETIRE_SIMPLE,
  type TemplateFilters,
  applyFilters,
  defaultStyles,
  filterOptions,
  hasActiveFilters,
  toggleStyle,
  visibleFilterGroups,
} from "./template-filters";

const rendered = (id: number, light: "daylight" | "golden-hour" | "evening", wall: string, orientation: "straight-on" | "angled", windowCount = 1, aspectRatio = "3x2") =>
  templateJson(id, { origin: "rendered", light, wall, orientation, windowCount, aspectRatio, credit: "Rendered room · Blender Cycles" });
const drawn = (id: number, aspectRatio = "4x5") => templateJson(id, { origin: "drawn", aspectRatio });
const uploaded = (id: number) => templateJson(id, { origin: "uploaded", aspectRatio: "1x1" });

const CATALOGUE = [
  rendered(1, "daylight", "paint", "angled"),
  rendered(2, "evening", "Brick", "straight-on", 3),
  rendered(3, "golden-hour", "wood panelling", "straight-on"),
  drawn(4, "16x9"),
  drawn(5),
  uploaded(6),
];
// Enough rendered rooms for the drawn ones to retire (ids from 100, left out of `ids`): daylight paint rooms, angled.
const OTHERS = Array.from({ length: RENDERED_ROOMS_TO_RETIRE_SIMPLE - 3 }, (_, i) => rendered(100 + i, "daylight", "paint", "angled"));
const ids = (filters: TemplateFilters, templates = [...CATALOGUE, ...OTHERS]) =>
  applyFilters(templates, filters)
    .map((t) => t.id)
    .filter((id) => id < 100);

describe("rendered rooms' filter groups", () => {
  it("lists wall, light, orientation and pieces values in their own order, styles from the whole catalogue", () => {
    expect(filterOptions(CATALOGUE)).toMatchObject({
      styles: ["rendered", "simple", "uploaded"],
      walls: ["brick", "paint", "wood panelling"],
      lights: ["daylight", "golden-hour", "evening"],
      orientations: ["straight-on", "angled"],
      pieces: ["1", "3"],
    });
  });

  it("shows the new groups beside the spec's, with human labels", () => {
    const groups = visibleFilterGroups(filterOptions(CATALOGUE));
    expect(groups.map((g) => g.title)).toEqual(["Aspect Ratio", "Frame Color", "Room Type", "Style", "Wall", "Light", "Orientation", "Pieces"]);
    const label = (title: string, value: string) => groups.find((g) => g.title === title)!.label(value);
    expect(["daylight", "golden-hour", "evening"].map((v) => label("Light", v))).toEqual(["Daylight", "Golden hour", "Evening"]);
    expect(["straight-on", "angled"].map((v) => label("Orientation", v))).toEqual(["Straight-on", "Angled"]);
    expect(["1", "3"].map((v) => label("Pieces", v))).toEqual(["1 piece", "3 pieces"]);
    expect(label("Wall", "wood panelling")).toBe("Wood Panelling");
    expect(label("Style", "simple")).toBe("Simple");
  });

  it("ORs within a group and ANDs across groups", () => {
    expect(ids({ ...EMPTY_FILTERS, lights: ["daylight", "evening"] })).toEqual([1, 2]);
    expect(ids({ ...EMPTY_FILTERS, lights: ["daylight", "evening"], orientations: ["straight-on"] })).toEqual([2]);
    expect(ids({ ...EMPTY_FILTERS, walls: ["brick"] })).toEqual([2]);
    expect(ids({ ...EMPTY_FILTERS, pieces: ["3"] })).toEqual([2]);
    expect(ids({ ...EMPTY_FILTERS, pieces: ["1"], lights: ["evening"] })).toEqual([]);
  });

  it("counts pieces only for rendered rooms: an upload with one window is no '1 piece' room", () => {
    expect(ids({ ...EMPTY_FILTERS, pieces: ["1"] })).toEqual([1, 3]);
  });
});

describe("Simple: the drawn rooms retire once enough rooms are rendered", () => {
  it("hides drawn rooms by default, never uploads", () => {
    expect(ids(EMPTY_FILTERS)).toEqual([1, 2, 3, 6]);
    expect(hasActiveFilters(EMPTY_FILTERS)).toBe(false);
  });

  it("ticking Simple brings them back beside the others; Simple alone shows only them", () => {
    const byDefault = defaultStyles([...CATALOGUE, ...OTHERS]);
    const withSimple = toggleStyle(EMPTY_FILTERS, byDefault, "simple", true);
    expect(withSimple.styles).toEqual(["rendered", "simple", "uploaded"]);
    expect(ids(withSimple)).toEqual([1, 2, 3, 4, 5, 6]);
    const onlySimple = toggleStyle(toggleStyle(withSimple, byDefault, "rendered", false), byDefault, "uploaded", false);
    expect(ids(onlySimple)).toEqual([4, 5]);
    // The last style shown cannot be unticked; going back to the default stores no styles.
    expect(toggleStyle(onlySimple, byDefault, "simple", false)).toBe(onlySimple);
    expect(toggleStyle(withSimple, byDefault, "simple", false)).toEqual(EMPTY_FILTERS);
  });

  it("other groups offer only the values of the styles shown, so the automatic ratio matches a shown room", () => {
    expect(filterOptions([...CATALOGUE, ...OTHERS]).aspectRatios).toEqual(["1x1", "3x2"]);
    expect(filterOptions(CATALOGUE, ["simple"]).aspectRatios).toEqual(["4x5", "16x9"]);
  });

  it("keeps them shown beside fewer rendered rooms (a catalogue still being rendered)", () => {
    expect(defaultStyles(CATALOGUE)).toEqual(["rendered", "simple", "uploaded"]);
    expect(ids(EMPTY_FILTERS, CATALOGUE)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(defaultStyles([...CATALOGUE, ...OTHERS])).toEqual(["rendered", "uploaded"]);
  });

  it("changes nothing while no rendered room exists: every template shown, no new group", () => {
    const today = CATALOGUE.filter((t) => t.origin !== "rendered");
    expect(ids(EMPTY_FILTERS, today)).toEqual([4, 5, 6]);
    expect(visibleFilterGroups(filterOptions(today)).map((g) => g.title)).toEqual(["Aspect Ratio", "Frame Color", "Room Type"]);
  });
});

import type { Point } from "@shared/template-window";
import { describe, expect, it } from "vitest";
import { hitQuads } from "./quad-hit";

describe("hitQuads", () => {
  const quads: Point[][] = [
    [[100, 100], [200, 100], [200, 200], [100, 200]],
    [[190, 190], [300, 190], [300, 300], [190, 300]],
  ];

  it("takes a corner a fingertip off its centre, the nearest when two are in reach", () => {
    expect(hitQuads(quads, [118, 112], 24)).toEqual({ window: 0, corner: 0 });
    expect(hitQuads(quads, [118, 112], 14)).toEqual({ window: 0, corner: null });
    expect(hitQuads(quads, [193, 193], 24)).toEqual({ window: 1, corner: 0 });
  });

  it("inside a quad drags the quad; outside every quad, nothing", () => {
    expect(hitQuads(quads, [250, 250], 24)).toEqual({ window: 1, corner: null });
    expect(hitQuads(quads, [20, 20], 24)).toBeNull();
  });
});

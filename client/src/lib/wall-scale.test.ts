import { describe, expect, it } from "vitest";
import { buildWallScale, draftPrintRect, draftPxPerCm, emptyWallDraft, toImagePoint } from "./wall-scale";

describe("wall scale editor maths", () => {
  it("maps a pointer on the shown image to image pixels", () => {
    const box = { left: 100, top: 50, width: 400, height: 300 };
    expect(toImagePoint(300, 200, box, { width: 1600, height: 1200 })).toEqual([800, 600]);
    // Outside the image is clamped to its edge.
    expect(toImagePoint(0, 1000, box, { width: 1600, height: 1200 })).toEqual([0, 1200]);
  });

  it("a 200 cm sofa 1340 px long gives 6.7 px per cm; the default print is outlined around the anchor", () => {
    const draft = { ...emptyWallDraft(), line: [[100, 900], [1440, 900]] as [[number, number], [number, number]], lengthCm: "200", anchor: [800, 400] as [number, number], defaultSize: "60x80cm" };
    expect(draftPxPerCm(draft)).toBe(6.7);
    expect(draftPrintRect(draft)).toEqual({ x: 800 - 201, y: 400 - 268, width: 402, height: 536 });
    expect(buildWallScale(draft)).toEqual({ wall: { pxPerCm: 6.7, anchor: [800, 400], defaultSize: "60x80cm" } });
  });

  it("names what is missing or wrong", () => {
    const line = [[0, 0], [100, 0]] as [[number, number], [number, number]];
    expect(buildWallScale(emptyWallDraft())).toEqual({ error: "Draw a reference line over something of known length" });
    expect(buildWallScale({ ...emptyWallDraft(), line, lengthCm: "" })).toEqual({ error: "Enter the reference line's length in cm" });
    expect(buildWallScale({ ...emptyWallDraft(), line, lengthCm: "10" })).toEqual({ error: "Click the wall where the centre of the piece goes" });
    expect(buildWallScale({ ...emptyWallDraft(), line, lengthCm: "10", anchor: [5, 5], defaultSize: "huge" })).toEqual({ error: expect.stringContaining("size must look like 50x70cm") });
  });

  it("keeps a stored scale until a new line is drawn", () => {
    const stored = emptyWallDraft({ pxPerCm: 4, anchor: [10, 20], defaultSize: "30x40cm" });
    expect(buildWallScale(stored)).toEqual({ wall: { pxPerCm: 4, anchor: [10, 20], defaultSize: "30x40cm" } });
  });
});

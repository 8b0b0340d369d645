import { describe, expect, test } from "vitest";
import { windowFromQuad } from "../detect";
import type { RawImage } from "../core";
import { printAtTrueSize, shadowAtPrintSize } from "./print-at-true-size";

const place = { ...windowFromQuad([[100, 100], [180, 100], [180, 200], [100, 200]], { width: 400, height: 300 }, { placement: "over" }), sizeCm: [40, 50] as [number, number] };
/** A grey shadow pass 120 × 140 px from (80, 80): darker towards its bottom rows. */
const pass: RawImage = { data: Uint8Array.from({ length: 120 * 140 }, (_, i) => 255 - Math.floor(i / 120)), width: 120, height: 140, channels: 1 };

describe("a rendered room's place at a print size", () => {
  test("the print is the centred part of the place's plane, its size true", () => {
    const print = printAtTrueSize(place, { widthCm: 20, heightCm: 25 });
    expect(print.quad).toEqual([[120, 125], [160, 125], [160, 175], [120, 175]]);
    expect(print.sizeCm).toEqual([20, 25]);
    expect(printAtTrueSize(place, undefined)).toBe(place);
  });

  test("the shadow pass is scaled about the place's centre with the print, its bands read as written", async () => {
    const twice = printAtTrueSize(place, { widthCm: 80, heightCm: 100 });
    const { image, left, top } = await shadowAtPrintSize({ left: 80, top: 80, image: pass }, place, twice);
    expect([left, top, image.width, image.height]).toEqual([20, 10, 240, 280]);
    expect(image.data.length).toBe(image.width * image.height * image.channels);
    // Its bottom rows stay its darkest, its top its lightest: the picture is the pass, not shuffled bytes.
    const at = (x: number, y: number) => image.data[(y * image.width + x) * image.channels]!;
    expect(at(120, 2)).toBeGreaterThan(at(120, 140));
    expect(at(120, 140)).toBeGreaterThan(at(120, 277));
    expect(Math.abs(at(120, 140) - (255 - 70))).toBeLessThanOrEqual(2);
  });
});

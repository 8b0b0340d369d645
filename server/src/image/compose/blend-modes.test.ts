import { describe, expect, it } from "vitest";
import { BLEND_FUNCTIONS } from "./blend-modes";

const at = (mode: keyof typeof BLEND_FUNCTIONS, b: number, s: number) => Math.round(BLEND_FUNCTIONS[mode](b / 255, s / 255) * 255);

describe("blend modes", () => {
  it("computes the twelve modes as Photoshop does for one backdrop and layer colour", () => {
    // backdrop 160, layer 100 (and 200 for the lighter half of the contrast modes)
    expect(at("normal", 160, 100)).toBe(100);
    expect(at("multiply", 160, 100)).toBe(63); // 160·100/255
    expect(at("screen", 160, 100)).toBe(197); // 160 + 100 − 62.7
    expect(at("overlay", 160, 100)).toBe(140); // backdrop > ½: screen(100, 2·160 − 255) = 100 + 65 − 25.5
    expect(at("hard light", 160, 100)).toBe(125); // layer < ½: multiply(160, 200)
    expect(at("hard light", 160, 200)).toBe(214); // screen(160, 145)
    expect(at("darken", 160, 100)).toBe(100);
    expect(at("lighten", 160, 100)).toBe(160);
    expect(at("linear burn", 160, 100)).toBe(5);
    expect(at("linear dodge", 160, 100)).toBe(255);
    expect(at("color burn", 160, 200)).toBe(134); // 255 − 95·255/200
    expect(at("color dodge", 100, 100)).toBe(165); // 100·255/155
  });

  it("uses Photoshop's soft light (√b above mid-grey), not the W3C cubic", () => {
    // b = 0.2, s = 0.9: Photoshop 0.2 + 0.8·(√0.2 − 0.2) = 0.3978; the W3C's D(b) gives 0.3664.
    expect(BLEND_FUNCTIONS["soft light"](0.2, 0.9)).toBeCloseTo(0.2 + 0.8 * (Math.sqrt(0.2) - 0.2), 10);
    expect(at("soft light", 51, 230)).toBe(102); // 0.2 + 0.902·…: 0.3987 (the W3C: 0.3674, 94)
    // The darker half is the same in both: b − (1 − 2s)·b·(1 − b).
    expect(BLEND_FUNCTIONS["soft light"](0.6, 0.25)).toBeCloseTo(0.6 - 0.5 * 0.6 * 0.4, 10);
  });

  it("keeps black under colour dodge and white under colour burn whatever the layer", () => {
    expect(at("color dodge", 0, 255)).toBe(0);
    expect(at("color burn", 255, 0)).toBe(255);
  });
});

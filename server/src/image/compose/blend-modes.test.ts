import { describe, expect, it } from "vitest";
import { BLEND_FUNCTIONS, PIXEL_BLENDS } from "./blend-modes";

const at = (mode: keyof typeof BLEND_FUNCTIONS, b: number, s: number) => Math.round(BLEND_FUNCTIONS[mode](b / 255, s / 255) * 255);
/** A non-separable mode on 8-bit colours, rounded. */
const pixel = (mode: keyof typeof PIXEL_BLENDS, b: number[], s: number[]) => {
  const out = new Float64Array(3);
  PIXEL_BLENDS[mode](b.map((v) => v / 255), s.map((v) => v / 255), out);
  return [...out].map((v) => Math.round(v * 255));
};

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

  it("computes the contrast modes around Photoshop's mid-grey of 128", () => {
    expect(at("linear light", 128, 85)).toBe(42); // 128 + 2·(85 − 128)
    expect(at("linear light", 128, 155)).toBe(182); // 128 + 2·(155 − 128)
    expect(at("linear light", 200, 250)).toBe(255);
    expect(at("vivid light", 128, 85)).toBe(64); // burn: 255 − 127·256/170
    expect(at("vivid light", 128, 190)).toBe(249); // dodge: 128·255/(255 − 124)
    expect(at("pin light", 160, 40)).toBe(80); // min(160, 2·40)
    expect(at("pin light", 60, 200)).toBe(145); // max(60, 2·200 − 255)
    expect(at("hard mix", 128, 127)).toBe(255); // b + s ≥ 255
    expect(at("hard mix", 128, 126)).toBe(0);
  });

  it("computes difference, exclusion, subtract and divide", () => {
    expect(at("difference", 60, 200)).toBe(140);
    expect(at("exclusion", 160, 100)).toBe(135); // 160 + 100 − 2·160·100/255 = 134.5
    expect(at("subtract", 160, 100)).toBe(60);
    expect(at("subtract", 100, 160)).toBe(0);
    expect(at("divide", 100, 200)).toBe(128); // 100·255/200
    expect(at("divide", 100, 0)).toBe(255);
    expect(at("divide", 0, 0)).toBe(0);
  });

  it("computes the non-separable modes on the whole colour, keeping the backdrop's luminosity where they should", () => {
    const grey = [128, 128, 128];
    const red = [200, 40, 40];
    // Hue or saturation of a colour onto grey: grey has no saturation, so grey stays.
    expect(pixel("hue", grey, red)).toEqual(grey);
    expect(pixel("saturation", grey, red)).toEqual(grey);
    // Colour: red's hue and saturation at grey's luminosity (0.3·200 + 0.59·40 + 0.11·40 = 88): every channel + 40.
    expect(pixel("color", grey, red)).toEqual([240, 80, 80]);
    // Luminosity: the backdrop's colour at the layer's luminosity (grey at 88).
    expect(pixel("luminosity", red, grey)).toEqual([240, 80, 80]);
    expect(pixel("luminosity", grey, red)).toEqual([88, 88, 88]);
    // Out of range after the shift: clipped towards the luminosity, which stays.
    const clipped = pixel("color", [250, 250, 250], [255, 0, 0]);
    expect(0.3 * clipped[0]! + 0.59 * clipped[1]! + 0.11 * clipped[2]!).toBeCloseTo(250, 0);
    expect(clipped[0]).toBe(255);
    // Darker and lighter colour keep a whole colour, chosen by luminosity (not channel by channel).
    expect(pixel("darker color", [0, 0, 255], [90, 90, 90])).toEqual([0, 0, 255]); // blue's luminosity 28
    expect(pixel("lighter color", [0, 0, 255], [90, 90, 90])).toEqual([90, 90, 90]);
    expect(pixel("multiply", [255, 128, 0], [128, 128, 128])).toEqual([128, 64, 0]); // separable modes too
  });
});

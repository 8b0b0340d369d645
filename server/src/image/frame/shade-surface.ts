import { LIGHT, type Rgb } from "./frame-finishes";

/** Light that reaches every surface, even one facing away (room light bouncing off walls). */
const AMBIENT = 0.5;
const DIFFUSE = 0.72;
/** Blinn–Phong half vector between the light and a viewer straight in front. */
const hz = LIGHT[2] + 1;
const hn = Math.hypot(LIGHT[0], LIGHT[1], hz);
const HALF = [LIGHT[0] / hn, LIGHT[1] / hn, hz / hn] as const;

export type Shading = { gloss: number; shininess: number; highlight: Rgb };

/**
 * The colour of a surface of colour `base` whose normal tilts by slopes (sx, sy) (height gained
 * per pixel moved along +x, +y), lit by LIGHT. Writes RGB into `out` at `at`.
 */
export function shadeSurface(out: Uint8Array, at: number, base: Rgb, sx: number, sy: number, shading: Shading | null): void {
  const len = Math.hypot(sx, sy, 1);
  const nx = -sx / len;
  const ny = -sy / len;
  const nz = 1 / len;
  const diffuse = Math.max(0, nx * LIGHT[0] + ny * LIGHT[1] + nz * LIGHT[2]);
  const light = AMBIENT + DIFFUSE * diffuse;
  let spec = 0;
  if (shading) spec = shading.gloss * Math.pow(Math.max(0, nx * HALF[0] + ny * HALF[1] + nz * HALF[2]), shading.shininess);
  const hl = shading?.highlight ?? base;
  for (let c = 0; c < 3; c++) {
    const v = base[c]! * light + hl[c]! * spec;
    out[at + c] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
  }
}

/** The slope pair of a surface rising by `slope` towards the rectangle's inside, on side `side`. */
export function inwardSlope(side: 0 | 1 | 2 | 3, slope: number): [number, number] {
  // 0 top (inside is +y), 1 right (−x), 2 bottom (−y), 3 left (+x).
  if (side === 0) return [0, slope];
  if (side === 1) return [-slope, 0];
  if (side === 2) return [0, -slope];
  return [slope, 0];
}

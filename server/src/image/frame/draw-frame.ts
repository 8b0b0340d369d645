import type { FrameStyle } from "../../../../shared/render-options";
import { FRAME_FINISHES } from "./frame-finishes";
import { inwardSlope, shadeSurface } from "./shade-surface";
import type { RawImage } from "../core";
import { valueNoise } from "./value-noise";
import { MOULDING_DEPTH, mouldingProfile } from "./moulding-profile";

/** Height gained per pixel moving inwards, at t, for a moulding `band` px wide (heights scale with the band). */
function slopeAt(t: number, band: number): number {
  const e = 0.5 / band;
  const lo = Math.max(0, t - e);
  const hi = Math.min(1, t + e);
  return ((mouldingProfile(hi) - mouldingProfile(lo)) / (hi - lo)) * MOULDING_DEPTH;
}

type Side = 0 | 1 | 2 | 3;

/**
 * `inner` (the mat and print, RGB) in a moulding `band` px wide on every side. Each pixel of the
 * band belongs to the side whose outer edge is nearest, so the four lengths meet on the
 * diagonals as mitred corners; on the mitre line the two lengths are blended over a pixel (no
 * jagged or see-through seam). Woods get a grain running along each length. The frame's lip
 * shades the inner picture near its sight edge, most at the top and left (light from there).
 */
export function drawFrame(inner: RawImage, band: number, style: Exclude<FrameStyle, "none">, pxPerCm: number): RawImage {
  const finish = FRAME_FINISHES[style];
  const width = inner.width + 2 * band;
  const height = inner.height + 2 * band;
  const out = new Uint8Array(width * height * 3);
  const tmp = new Uint8Array(6);
  const lipShadow = Math.max(1, 0.25 * pxPerCm);
  const grainPeriod = Math.max(2.2, 0.09 * pxPerCm);
  const shade = (at: number, side: Side, t: number, along: number, across: number) => {
    const [sx, sy] = inwardSlope(side, slopeAt(t, band));
    let base = finish.base;
    if (finish.grain > 0) {
      // Long wavy grain lines along the length, their spacing and darkness varying slowly.
      const wobble = valueNoise(along / (grainPeriod * 40), across / (grainPeriod * 3), side + 11) * 6;
      const ring = 0.5 + 0.5 * Math.sin(((across + wobble * grainPeriod) / grainPeriod) * Math.PI);
      const fleck = valueNoise(along / (grainPeriod * 8), across / grainPeriod, side + 3);
      const g = 1 + finish.grain * (ring * 0.7 + fleck * 0.6 - 0.65);
      base = [base[0] * g, base[1] * g, base[2] * g];
    }
    shadeSurface(tmp, at, base, sx, sy, finish);
  };
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const o = (y * width + x) * 3;
      const ix = x - band;
      const iy = y - band;
      if (ix >= 0 && iy >= 0 && ix < inner.width && iy < inner.height) {
        const src = (iy * inner.width + ix) * inner.channels;
        const d = Math.min(iy + 0.5, ix + 0.5);
        const far = Math.min(inner.height - iy - 0.5, inner.width - ix - 0.5);
        const dark = 1 - 0.32 * Math.exp(-d / lipShadow) - 0.1 * Math.exp(-far / lipShadow);
        for (let c = 0; c < 3; c++) out[o + c] = Math.round(inner.data[src + c]! * dark);
        continue;
      }
      const dist = [py, width - px, height - py, px] as const; // to the outer edge of each side
      // The two nearest sides: at a corner the pixel lies between them, across the mitre.
      let a: Side = 0;
      for (let s = 1 as Side; s < 4; s++) if (dist[s] < dist[a]) a = s as Side;
      const b: Side = a === 0 || a === 2 ? (px < width / 2 ? 3 : 1) : py < height / 2 ? 0 : 2;
      const along = (side: Side) => (side === 0 || side === 2 ? px : py);
      shade(0, a, Math.min(1, dist[a] / band), along(a), dist[a]);
      const wA = Math.min(1, Math.max(0, 0.5 + (dist[b] - dist[a]) / Math.SQRT2));
      if (wA < 1) {
        shade(3, b, Math.min(1, dist[b] / band), along(b), dist[b]);
        for (let c = 0; c < 3; c++) out[o + c] = Math.round(tmp[c]! * wA + tmp[3 + c]! * (1 - wA));
      } else {
        out[o] = tmp[0]!;
        out[o + 1] = tmp[1]!;
        out[o + 2] = tmp[2]!;
      }
    }
  }
  return { data: out, width, height, channels: 3 };
}

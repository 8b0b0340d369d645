import { quadToRectangle } from "./compute-homography";
import { intersectLines, yieldToEventLoop, type Point, type RawImage } from "../core";

/** Output pixels warped between yields: a few milliseconds of work. */
const PIXELS_PER_SLICE = 1 << 18;

/** A layer to composite under the template, placed at (left, top). */
export type PlacedLayer = { image: RawImage; left: number; top: number };

type Side = { nx: number; ny: number; c: number }; // inside the grown quad when nx·x + ny·y ≤ c

/** The quad's sides pushed `bleed` px outwards, as half-planes, plus the grown quad's corners. */
function growQuad(quad: Point[], bleed: number): { sides: Side[]; corners: Point[] } {
  const lines = quad.map((a, i) => {
    const b = quad[(i + 1) % 4]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const nx = (b[1] - a[1]) / length; // outward for TL, TR, BR, BL
    const ny = -(b[0] - a[0]) / length;
    const moved: [Point, Point] = [
      [a[0] + nx * bleed, a[1] + ny * bleed],
      [b[0] + nx * bleed, b[1] + ny * bleed],
    ];
    return { side: { nx, ny, c: nx * a[0] + ny * a[1] + bleed }, moved };
  });
  const corners = lines.map(({ moved }, i) => {
    const before = lines[(i + 3) % 4]!.moved;
    return intersectLines(before[0], before[1], moved[0], moved[1])?.point ?? moved[0];
  });
  return { sides: lines.map((l) => l.side), corners };
}

/** The columns [from, to) of row `y` whose pixel centres lie inside every half-plane. */
function rowSpan(sides: Side[], y: number, left: number, right: number): [number, number] {
  let lo = left + 0.5;
  let hi = right - 0.5;
  for (const { nx, ny, c } of sides) {
    const rest = c - ny * y;
    if (Math.abs(nx) < 1e-12) {
      if (rest < 0) return [0, 0];
    } else if (nx > 0) hi = Math.min(hi, rest / nx);
    else lo = Math.max(lo, rest / nx);
  }
  return [Math.ceil(lo - 0.5), Math.floor(hi - 0.5) + 1];
}

/**
 * Warps art (RGB, or RGBA whose alpha is kept; already fitted to the window's own rectangle and about its size, so bilinear
 * sampling does not alias) into a quad TL, TR, BR, BL through a homography. The layer reaches
 * `bleed` px past the quad, repeating the art's edge, so the template's anti-aliased frame edge
 * always has art beneath it. Clipped to the canvas. Yields every few milliseconds.
 */
export async function warpIntoQuad(
  art: RawImage,
  quad: Point[],
  bleed: number,
  canvas: { width: number; height: number },
): Promise<PlacedLayer | null> {
  const { sides, corners } = growQuad(quad, bleed);
  const left = Math.max(0, Math.floor(Math.min(...corners.map((p) => p[0]))));
  const top = Math.max(0, Math.floor(Math.min(...corners.map((p) => p[1]))));
  const right = Math.min(canvas.width, Math.ceil(Math.max(...corners.map((p) => p[0]))));
  const bottom = Math.min(canvas.height, Math.ceil(Math.max(...corners.map((p) => p[1]))));
  if (right <= left || bottom <= top) return null;

  const width = right - left;
  const height = bottom - top;
  const out = new Uint8Array(width * height * 4);
  const { data: src, width: sw, height: sh, channels: sc } = art;
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = quadToRectangle(quad, sw, sh);
  const rowsPerSlice = Math.max(1, Math.floor(PIXELS_PER_SLICE / width));

  const lastX = sw - 1;
  const lastY = sh - 1;
  const rowStride = sw * sc;
  for (let row = 0; row < height; row++) {
    const y = top + row + 0.5;
    const [from, to] = rowSpan(sides, y, left, right);
    // The homography's numerators and denominator are linear along a row: step them.
    let nu = m0 * (from + 0.5) + m1 * y + m2;
    let nv = m3 * (from + 0.5) + m4 * y + m5;
    let w = m6 * (from + 0.5) + m7 * y + m8;
    let o = (row * width + (from - left)) * 4;
    for (let x = from; x < to; x++, nu += m0, nv += m3, w += m6, o += 4) {
      // Source position in pixel-centre units, clamped: past the edge the art's border repeats.
      let u = nu / w - 0.5;
      let v = nv / w - 0.5;
      u = u < 0 ? 0 : u > lastX ? lastX : u;
      v = v < 0 ? 0 : v > lastY ? lastY : v;
      const x0 = u | 0;
      const y0 = v | 0;
      const fx = u - x0;
      const fy = v - y0;
      const p00 = y0 * rowStride + x0 * sc;
      const p10 = x0 < lastX ? p00 + sc : p00;
      const p01 = y0 < lastY ? p00 + rowStride : p00;
      const p11 = x0 < lastX ? p01 + sc : p01;
      if (sc === 4) {
        // Art with transparency (a smart object's own contents): interpolate premultiplied, keep alpha.
        const w00 = (1 - fx) * (1 - fy) * src[p00 + 3]!;
        const w10 = fx * (1 - fy) * src[p10 + 3]!;
        const w01 = (1 - fx) * fy * src[p01 + 3]!;
        const w11 = fx * fy * src[p11 + 3]!;
        const a = w00 + w10 + w01 + w11;
        if (a > 0) {
          out[o] = (src[p00]! * w00 + src[p10]! * w10 + src[p01]! * w01 + src[p11]! * w11) / a + 0.5;
          out[o + 1] = (src[p00 + 1]! * w00 + src[p10 + 1]! * w10 + src[p01 + 1]! * w01 + src[p11 + 1]! * w11) / a + 0.5;
          out[o + 2] = (src[p00 + 2]! * w00 + src[p10 + 2]! * w10 + src[p01 + 2]! * w01 + src[p11 + 2]! * w11) / a + 0.5;
        }
        out[o + 3] = a + 0.5;
        continue;
      }
      const r0 = src[p00]! + (src[p10]! - src[p00]!) * fx;
      const g0 = src[p00 + 1]! + (src[p10 + 1]! - src[p00 + 1]!) * fx;
      const b0 = src[p00 + 2]! + (src[p10 + 2]! - src[p00 + 2]!) * fx;
      const r1 = src[p01]! + (src[p11]! - src[p01]!) * fx;
      const g1 = src[p01 + 1]! + (src[p11 + 1]! - src[p01 + 1]!) * fx;
      const b1 = src[p01 + 2]! + (src[p11 + 2]! - src[p01 + 2]!) * fx;
      out[o] = r0 + (r1 - r0) * fy + 0.5;
      out[o + 1] = g0 + (g1 - g0) * fy + 0.5;
      out[o + 2] = b0 + (b1 - b0) * fy + 0.5;
      out[o + 3] = 255;
    }
    if ((row + 1) % rowsPerSlice === 0) await yieldToEventLoop();
  }
  return { image: { data: out, width, height, channels: 4 }, left, top };
}

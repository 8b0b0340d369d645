import { quadToRectangle } from "./compute-homography";
import { sampleArtAt } from "./sample-art-at";
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
  const { width: sw, height: sh, channels: sc } = art;
  const [m0, m1, m2, m3, m4, m5, m6, m7, m8] = quadToRectangle(quad, sw, sh);
  const rowsPerSlice = Math.max(1, Math.floor(PIXELS_PER_SLICE / width));
  for (let row = 0; row < height; row++) {
    const y = top + row + 0.5;
    const [from, to] = rowSpan(sides, y, left, right);
    // The homography's numerators and denominator are linear along a row: step them.
    let nu = m0 * (from + 0.5) + m1 * y + m2;
    let nv = m3 * (from + 0.5) + m4 * y + m5;
    let w = m6 * (from + 0.5) + m7 * y + m8;
    let o = (row * width + (from - left)) * 4;
    for (let x = from; x < to; x++, nu += m0, nv += m3, w += m6, o += 4) {
      // Source position in pixel-centre units (clamped there: past the edge the art's border repeats).
      const a = sampleArtAt(art, nu / w - 0.5, nv / w - 0.5, out, o);
      // Art with transparency (a smart object's own contents) keeps its alpha.
      out[o + 3] = sc === 4 ? a + 0.5 : 255;
    }
    if ((row + 1) % rowsPerSlice === 0) await yieldToEventLoop();
  }
  return { image: { data: out, width, height, channels: 4 }, left, top };
}

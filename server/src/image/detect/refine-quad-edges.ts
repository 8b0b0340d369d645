import { intersectLines, sampleBilinear, type Point, type RawImage } from "../core";

/** Profile depth inside the coarse side: that far in, the window is fully transparent. */
const DEPTH_INSIDE_PX = 2;
/** Profile reach outside: covers anti-aliased and softly feathered frame edges up to ~4 px wide. */
const DEPTH_OUTSIDE_PX = 4;
/** Profile sampling step: four samples a pixel integrate a bilinear profile exactly enough. */
const PROFILE_STEP_PX = 0.25;
/** Profiles per side at most: the median of a hundred is as steady as that of thousands. */
const MAX_PROFILES_PER_SIDE = 128;
/** A side never moves further than this: a larger shift means the profile saw something else. */
const MAX_SHIFT_PX = 2;

/** Alpha at a point (pixel-edge coordinates), bilinear between pixel centres, clamped at the border. */
const sampleAlpha = (image: RawImage, x: number, y: number) => sampleBilinear(image, x, y, image.channels === 1 ? 0 : image.channels - 1);

/**
 * How far (along the outward normal) the half-opaque edge lies from the side a→b. Integrating
 * transparency across the edge gives its position to a fraction of a pixel whether the edge is
 * hard, anti-aliased or feathered: ∫(1 − α) from −DEPTH_INSIDE = DEPTH_INSIDE + shift.
 */
function measureSideShift(image: RawImage, a: Point, b: Point): number {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const tx = (b[0] - a[0]) / length;
  const ty = (b[1] - a[1]) / length;
  const [nx, ny] = [ty, -tx]; // outward for a clockwise-on-screen polygon
  // Stay clear of the corners, where the profile would cross the neighbouring side.
  const margin = Math.min(DEPTH_INSIDE_PX + DEPTH_OUTSIDE_PX + 1, length / 4);
  const usable = length - 2 * margin;
  const count = Math.max(1, Math.min(MAX_PROFILES_PER_SIDE, Math.floor(usable)));
  const shifts: number[] = [];
  for (let k = 0; k < count; k++) {
    const s = margin + ((k + 0.5) * usable) / count;
    const px = a[0] + tx * s;
    const py = a[1] + ty * s;
    let integral = 0;
    for (let o = -DEPTH_INSIDE_PX + PROFILE_STEP_PX / 2; o < DEPTH_OUTSIDE_PX; o += PROFILE_STEP_PX) {
      integral += (1 - sampleAlpha(image, px + nx * o, py + ny * o) / 255) * PROFILE_STEP_PX;
    }
    shifts.push(integral - DEPTH_INSIDE_PX);
  }
  shifts.sort((p, q) => p - q);
  const median = shifts[shifts.length >> 1]!;
  return Math.min(Math.max(median, -MAX_SHIFT_PX), MAX_SHIFT_PX);
}

/**
 * Moves each side of a coarse quad (clockwise on screen, from the pixel hull) onto the window's
 * half-opaque edge and intersects neighbouring sides for sub-pixel corners.
 */
export function refineQuadEdges(quad: Point[], image: RawImage): Point[] {
  const sides = quad.map((a, i) => {
    const b = quad[(i + 1) % quad.length]!;
    const shift = measureSideShift(image, a, b);
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const nx = (b[1] - a[1]) / length;
    const ny = -(b[0] - a[0]) / length;
    return [
      [a[0] + nx * shift, a[1] + ny * shift],
      [b[0] + nx * shift, b[1] + ny * shift],
    ] as [Point, Point];
  });
  return sides.map((side, i) => {
    const before = sides[(i + sides.length - 1) % sides.length]!;
    return intersectLines(before[0], before[1], side[0], side[1])?.point ?? side[0];
  });
}

import { cross, isConvexQuad } from "@shared/convex-quad";
import { MAX_WINDOWS, TOO_MANY_WINDOWS_MESSAGE } from "@shared/quads";
import type { Point } from "../../image";
import { AppError } from "../../lib/errors";

/** A hand-placed window smaller than this share of the photo is a slip of the finger, not a place for art. */
export const MIN_QUAD_SHARE = 0.01;
/** Windows the engine found (transparent cut-outs) may be as small as detection keeps them (0.05 %). */
export const MIN_DETECTED_SHARE = 0.0005;
/**
 * All windows together may cover at most this many photos: each is rendered at its own size,
 * so this bounds a render's work (overlapping frames are fine, twelve full-photo windows are not).
 */
export const MAX_WINDOWS_AREA_SHARE = 1.5;
/** A corner may sit this far outside the photo (a dragged handle, a sub-pixel edge), no further. */
export const CORNER_TOLERANCE_PX = 1;

function segmentsCross(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(c, d, a);
  const d2 = cross(c, d, b);
  const d3 = cross(a, b, c);
  const d4 = cross(a, b, d);
  return d1 * d2 < 0 && d3 * d4 < 0;
}

/** The quad's area in square pixels (shoelace). */
export function quadArea(quad: Point[]): number {
  let twice = 0;
  for (let i = 0; i < quad.length; i++) twice += quad[i]![0] * quad[(i + 1) % quad.length]![1] - quad[(i + 1) % quad.length]![0] * quad[i]![1];
  return Math.abs(twice) / 2;
}

/** Which rule a quad TL, TR, BR, BL breaks in an image of width × height, or null when it is fine. */
export function quadProblem(quad: Point[], width: number, height: number, minShare = MIN_QUAD_SHARE): string | null {
  if (quad.length !== 4) return "A window needs exactly four corners";
  const t = CORNER_TOLERANCE_PX;
  if (quad.some(([x, y]) => x < -t || y < -t || x > width + t || y > height + t)) {
    return `Every corner must be inside the image (0–${width} × 0–${height})`;
  }
  const [a, b, c, d] = quad as [Point, Point, Point, Point];
  if (segmentsCross(a, b, c, d) || segmentsCross(b, c, d, a)) return "The window's sides must not cross each other";
  if (!isConvexQuad(quad)) return "The window must be convex (no corner pointing inwards)";
  if (quadArea(quad) < minShare * width * height) {
    return minShare === MIN_QUAD_SHARE ? "The window must cover at least 1 % of the image" : "The window is too small to hold art";
  }
  return null;
}

/** The first window (1-based) that breaks a rule, and why; null when every window is fine. */
export function windowsProblem(quads: Point[][], width: number, height: number, minShare = MIN_QUAD_SHARE): { window: number; reason: string } | null {
  if (quads.length > MAX_WINDOWS) return { window: MAX_WINDOWS + 1, reason: TOO_MANY_WINDOWS_MESSAGE };
  let covered = 0;
  for (const [i, quad] of quads.entries()) {
    const problem = quadProblem(quad, width, height, minShare);
    if (problem) return { window: i + 1, reason: `Window ${i + 1}: ${problem}` };
    covered += quadArea(quad);
    if (covered > MAX_WINDOWS_AREA_SHARE * width * height) {
      return { window: i + 1, reason: `Window ${i + 1}: all windows together may cover at most ${MAX_WINDOWS_AREA_SHARE} × the image` };
    }
  }
  return null;
}

/**
 * The one rule for a template's windows, on every route that sets them (room upload and
 * corners, the admin's upload, create and corners): at most MAX_WINDOWS, together at most
 * MAX_WINDOWS_AREA_SHARE of the photo, none degenerate. 400 naming the window (1-based) and why.
 */
export function assertWindowsAllowed(quads: Point[][], width: number, height: number, minShare = MIN_QUAD_SHARE): void {
  const problem = windowsProblem(quads, width, height, minShare);
  if (problem) throw new AppError("bad_request", problem.reason, { window: problem.window });
}

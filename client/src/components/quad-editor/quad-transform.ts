import { squareToQuad } from "@shared/square-to-quad";
import type { Point } from "@shared/template-window";

/**
 * The CSS matrix3d that maps a width × height box (the art, placed at 0,0 with transform-origin
 * 0 0) onto a quad TL, TR, BR, BL: the square-to-quad homography (Heckbert), scaled to the box.
 * The browser's compositor then warps the art live while a corner is dragged.
 */
export function quadTransform(quad: Point[], width: number, height: number): string {
  const [m0, m1, x0, m3, m4, y0, g, h] = squareToQuad(quad);
  const [a, b, d, e] = [m0 / width, m1 / height, m3 / width, m4 / height];
  const gw = g / width;
  const hh = h / height;
  // Column-major 4 × 4: x' = (a x + b y + x0) / w, y' = (d x + e y + y0) / w, w = gw x + hh y + 1.
  return `matrix3d(${[a, d, 0, gw, b, e, 0, hh, 0, 0, 1, 0, x0, y0, 0, 1].join(",")})`;
}

/** Moves one corner (or all four, `corner` null) by dx, dy, kept inside width × height. */
export function moveQuad(quad: Point[], corner: number | null, dx: number, dy: number, width: number, height: number): Point[] {
  const clampX = (v: number) => Math.min(width, Math.max(0, v));
  const clampY = (v: number) => Math.min(height, Math.max(0, v));
  if (corner !== null) return quad.map((p, i): Point => (i === corner ? [clampX(p[0] + dx), clampY(p[1] + dy)] : p));
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const ddx = Math.min(width - Math.max(...xs), Math.max(-Math.min(...xs), dx));
  const ddy = Math.min(height - Math.max(...ys), Math.max(-Math.min(...ys), dy));
  return quad.map(([x, y]): Point => [x + ddx, y + ddy]);
}

/** Corners to the hundredth of a pixel: what the server stores. */
export function roundQuad(quad: Point[]): Point[] {
  return quad.map(([x, y]): Point => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]);
}

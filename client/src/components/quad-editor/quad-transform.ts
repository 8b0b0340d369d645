import type { Point } from "@shared/template-window";

/**
 * The CSS matrix3d that maps a width × height box (the art, placed at 0,0 with transform-origin
 * 0 0) onto a quad TL, TR, BR, BL: the square-to-quad homography (Heckbert), scaled to the box.
 * The browser's compositor then warps the art live while a corner is dragged.
 */
export function quadTransform(quad: Point[], width: number, height: number): string {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad as [Point, Point, Point, Point];
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  let g = 0;
  let h = 0;
  if (Math.abs(sx) > 1e-9 || Math.abs(sy) > 1e-9) {
    const dx1 = x1 - x2;
    const dx2 = x3 - x2;
    const dy1 = y1 - y2;
    const dy2 = y3 - y2;
    const den = dx1 * dy2 - dx2 * dy1 || 1e-9;
    g = (sx * dy2 - dx2 * sy) / den;
    h = (dx1 * sy - sx * dy1) / den;
  }
  const a = (x1 - x0 + g * x1) / width;
  const b = (x3 - x0 + h * x3) / height;
  const d = (y1 - y0 + g * y1) / width;
  const e = (y3 - y0 + h * y3) / height;
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

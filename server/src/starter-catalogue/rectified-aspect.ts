import type { Quad } from "./geometry/point";

type H = [number, number, number];
const cross = (a: H, b: H): H => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: H, b: H) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * The real width/height ratio of the rectangle a quad is a photo of, given the camera's focal
 * length and principal point (Zhang & He, "Whiteboard scanning and image enhancement", 2007).
 * For a frontal rectangle it is simply the pixel ratio.
 */
export function rectifiedAspect(quad: Quad, cam: { focal: number; cx: number; cy: number }): number {
  const [tl, tr, br, bl] = quad.map(([x, y]) => [x - cam.cx, y - cam.cy, 1] as H) as [H, H, H, H];
  const k2 = dot(cross(tl, br), bl) / dot(cross(tr, br), bl);
  const k3 = dot(cross(tl, br), tr) / dot(cross(bl, br), tr);
  const n2: H = [k2 * tr[0] - tl[0], k2 * tr[1] - tl[1], k2 - 1];
  const n3: H = [k3 * bl[0] - tl[0], k3 * bl[1] - tl[1], k3 - 1];
  const f2 = cam.focal * cam.focal;
  return Math.sqrt(((n2[0] ** 2 + n2[1] ** 2) / f2 + n2[2] ** 2) / ((n3[0] ** 2 + n3[1] ** 2) / f2 + n3[2] ** 2));
}

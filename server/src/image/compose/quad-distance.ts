import type { Point } from "../core";
import type { PlacedLayer } from "./warp-into-quad";

/**
 * Signed distance to a clockwise quad's boundary, positive outside, as a function of (x, y):
 * the sides' unit normals are worked out once, since it is asked for every pixel around a window.
 */
export function quadDistanceTo(quad: Point[]): (x: number, y: number) => number {
  const n = new Float64Array(12);
  quad.forEach((a, i) => {
    const b = quad[(i + 1) % 4]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const [nx, ny] = [(b[1] - a[1]) / length, -(b[0] - a[0]) / length];
    n.set([nx, ny, nx * a[0] + ny * a[1]], i * 3);
  });
  // Unrolled: asked for every pixel around a window, several times a render.
  return (x, y) =>
    Math.max(n[0]! * x + n[1]! * y - n[2]!, n[3]! * x + n[4]! * y - n[5]!, n[6]! * x + n[7]! * y - n[8]!, n[9]! * x + n[10]! * y - n[11]!);
}

/** Signed distance from (x, y) to a clockwise quad's boundary, positive outside. */
export const quadDistance = (quad: Point[], x: number, y: number) => quadDistanceTo(quad)(x, y);

/**
 * Alpha of a layer drawn over a photo: the share of each pixel inside the quad grown by `grow`
 * px, a 1 px anti-aliased edge (no stair-steps). Growing it a little puts the art fully over the
 * pixel the quad's edge crosses, so no sliver of the old picture shows between art and frame.
 */
export function antialiasQuadEdge(layer: PlacedLayer, quad: Point[], grow = 0): void {
  const { image, left, top } = layer;
  if (image.channels !== 4) return;
  const distance = quadDistanceTo(quad);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const d = distance(left + x + 0.5, top + y + 0.5) - grow;
      const o = (y * image.width + x) * 4 + 3;
      image.data[o] = Math.round(Math.min(1, Math.max(0, 0.5 - d)) * image.data[o]!);
    }
  }
}

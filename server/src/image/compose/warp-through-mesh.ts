import { yieldToEventLoop, type MeshWarp, type Point, type RawImage } from "../core";
import { sampleArtAt } from "./sample-art-at";
import { tessellateMeshWarp } from "./tessellate-mesh-warp";
import type { PlacedLayer } from "./warp-into-quad";

/** Triangles drawn between yields: a few milliseconds of work. */
const TRIANGLES_PER_SLICE = 4096;

/**
 * Bends art (fitted to the window's ratio, about its size) through a smart object's mesh warp
 * composed with the quad's perspective: the warp's tessellation (worked out once per template and
 * size) is drawn triangle by triangle, each pixel sampling the art bilinearly (premultiplied, so
 * see-through art does not darken its edges) at its place in the art, affine across a ≤ 3 px
 * facet. Alpha is each pixel's share inside the mesh grown by `grow` px (1 px anti-aliased edge,
 * from its distance to the art's nearest side); the art reaches `bleed` px past it. Clipped to
 * the canvas. Where the mesh folds over itself the later patch shows.
 */
export async function warpThroughMesh(
  art: RawImage,
  warp: MeshWarp,
  quad: Point[],
  bleed: number,
  grow: number,
  canvas: { width: number; height: number },
): Promise<PlacedLayer | null> {
  const { across, down, xy, uv } = tessellateMeshWarp(warp, quad, bleed);
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < xy.length; i += 2) {
    minX = Math.min(minX, xy[i]!);
    maxX = Math.max(maxX, xy[i]!);
    minY = Math.min(minY, xy[i + 1]!);
    maxY = Math.max(maxY, xy[i + 1]!);
  }
  const left = Math.max(0, Math.floor(minX));
  const top = Math.max(0, Math.floor(minY));
  const right = Math.min(canvas.width, Math.ceil(maxX));
  const bottom = Math.min(canvas.height, Math.ceil(maxY));
  if (right <= left || bottom <= top) return null;
  const width = right - left;
  const height = bottom - top;
  const out = new Uint8Array(width * height * 4);
  const { width: sw, height: sh } = art;

  /** Draws the triangle of nodes a, b, c (indices into the grid). */
  const triangle = (a: number, b: number, c: number) => {
    const [x0, y0, x1, y1, x2, y2] = [xy[a * 2]!, xy[a * 2 + 1]!, xy[b * 2]!, xy[b * 2 + 1]!, xy[c * 2]!, xy[c * 2 + 1]!];
    const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    if (Math.abs(area) < 1e-12) return;
    // u and v are affine across the triangle: their gradients in canvas px.
    const [u0, v0, u1, v1, u2, v2] = [uv[a * 2]!, uv[a * 2 + 1]!, uv[b * 2]!, uv[b * 2 + 1]!, uv[c * 2]!, uv[c * 2 + 1]!];
    const dux = ((u1 - u0) * (y2 - y0) - (u2 - u0) * (y1 - y0)) / area;
    const duy = ((u2 - u0) * (x1 - x0) - (u1 - u0) * (x2 - x0)) / area;
    const dvx = ((v1 - v0) * (y2 - y0) - (v2 - v0) * (y1 - y0)) / area;
    const dvy = ((v2 - v0) * (x1 - x0) - (v1 - v0) * (x2 - x0)) / area;
    // Px per unit of u and v across the art's sides: the distance to a side is its share over the gradient.
    const uScale = 1 / (Math.hypot(dux, duy) || 1e-12);
    const vScale = 1 / (Math.hypot(dvx, dvy) || 1e-12);
    const sign = area > 0 ? 1 : -1;
    const fromY = Math.max(top, Math.ceil(Math.min(y0, y1, y2) - 0.5));
    const toY = Math.min(bottom - 1, Math.floor(Math.max(y0, y1, y2) - 0.5));
    const fromX = Math.max(left, Math.ceil(Math.min(x0, x1, x2) - 0.5));
    const toX = Math.min(right - 1, Math.floor(Math.max(x0, x1, x2) - 0.5));
    for (let py = fromY; py <= toY; py++) {
      const cy = py + 0.5;
      for (let px = fromX; px <= toX; px++) {
        const cx = px + 0.5;
        // Inside when on the same side of every edge (shared edges drawn by both: same values).
        const e0 = ((x1 - x0) * (cy - y0) - (y1 - y0) * (cx - x0)) * sign;
        const e1 = ((x2 - x1) * (cy - y1) - (y2 - y1) * (cx - x1)) * sign;
        const e2 = ((x0 - x2) * (cy - y2) - (y0 - y2) * (cx - x2)) * sign;
        if (e0 < -1e-9 || e1 < -1e-9 || e2 < -1e-9) continue;
        const u = u0 + dux * (cx - x0) + duy * (cy - y0);
        const v = v0 + dvx * (cx - x0) + dvy * (cy - y0);
        const inside = Math.min(u * uScale, (1 - u) * uScale, v * vScale, (1 - v) * vScale) + grow;
        const coverage = inside >= 0.5 ? 1 : inside <= -0.5 ? 0 : inside + 0.5;
        const o = ((py - top) * width + px - left) * 4;
        if (coverage === 0) {
          out[o + 3] = 0;
          continue;
        }
        const alpha = sampleArtAt(art, u * sw - 0.5, v * sh - 0.5, out, o);
        out[o + 3] = alpha * coverage + 0.5;
      }
    }
  };

  let drawn = 0;
  for (let row = 0; row < down - 1; row++) {
    for (let col = 0; col < across - 1; col++) {
      const tl = row * across + col;
      triangle(tl, tl + 1, tl + across + 1);
      triangle(tl, tl + across + 1, tl + across);
      if ((drawn += 2) % TRIANGLES_PER_SLICE === 0) await yieldToEventLoop();
    }
  }
  return { image: { data: out, width, height, channels: 4 }, left, top };
}

import { yieldToEventLoop, type MeshWarp, type Point, type RawImage } from "../core";
import { mapMeshWarp } from "./map-mesh-warp";
import { sampleArtAt } from "./sample-art-at";
import type { PlacedLayer } from "./warp-into-quad";

/** Output pixels sampled between yields: a few milliseconds of work. */
const PIXELS_PER_SLICE = 1 << 18;

/**
 * Bends art (fitted to the window's ratio, about its size) through a smart object's mesh warp
 * composed with the quad's perspective: the warp's pixel map (worked out once per template and
 * size, `mapMeshWarp`) gives each pixel its place in the art, sampled bilinearly (premultiplied,
 * so see-through art does not darken its edges), and its share inside the mesh grown by `grow`
 * px as alpha; the art reaches `bleed` px past it. Clipped to the canvas.
 */
export async function warpThroughMesh(
  art: RawImage,
  warp: MeshWarp,
  quad: Point[],
  bleed: number,
  grow: number,
  canvas: { width: number; height: number },
): Promise<PlacedLayer | null> {
  const map = await mapMeshWarp(warp, quad, bleed, grow, canvas);
  if (!map) return null;
  const { width, height, u, v, coverage } = map;
  const out = new Uint8Array(width * height * 4);
  const { width: sw, height: sh } = art;
  for (let i = 0; i < coverage.length; i++) {
    const share = coverage[i]!;
    if (share === 0) continue;
    const alpha = sampleArtAt(art, u[i]! * sw - 0.5, v[i]! * sh - 0.5, out, i * 4);
    out[i * 4 + 3] = (alpha * share) / 255 + 0.5;
    if (i % PIXELS_PER_SLICE === PIXELS_PER_SLICE - 1) await yieldToEventLoop();
  }
  return { image: { data: out, width, height, channels: 4 }, left: map.left, top: map.top };
}

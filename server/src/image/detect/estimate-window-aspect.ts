type H = [number, number, number];
const cross = (a: H, b: H): H => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: H, b: H) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/**
 * Focal length, as a share of the image's long edge, assumed when a quad has fewer than two
 * vanishing points and so cannot reveal it (a 35–40 mm-equivalent shot, common for rooms).
 * A ratio in the template's name, when there is one, overrides the estimate.
 */
const DEFAULT_FOCAL_SHARE = 1.1;
/** Below this, a side pair is treated as parallel (no vanishing point on that axis). */
const PARALLEL_EPS = 1e-3;

/**
 * The real width/height ratio of the rectangle a quad (TL, TR, BR, BL) is a photo of: the frame
 * as it hangs, before perspective shortened it (Zhang & He, "Whiteboard scanning and image
 * enhancement", 2007). The focal length comes from the quad's two vanishing points when it has
 * them, else a typical one; the principal point is the image centre. For a frontal rectangle
 * this is simply its pixel ratio.
 */
export function estimateWindowAspect(quad: readonly (readonly [number, number])[], imageWidth: number, imageHeight: number): number | null {
  if (quad.length !== 4) return null;
  const cx = imageWidth / 2;
  const cy = imageHeight / 2;
  const [tl, tr, br, bl] = quad.map(([x, y]) => [x - cx, y - cy, 1] as H) as [H, H, H, H];
  const k2 = dot(cross(tl, br), bl) / dot(cross(tr, br), bl);
  const k3 = dot(cross(tl, br), tr) / dot(cross(bl, br), tr);
  const n2: H = [k2 * tr[0] - tl[0], k2 * tr[1] - tl[1], k2 - 1];
  const n3: H = [k3 * bl[0] - tl[0], k3 * bl[1] - tl[1], k3 - 1];
  if (![k2, k3].every(Number.isFinite)) return null;

  let f2 = (DEFAULT_FOCAL_SHARE * Math.max(imageWidth, imageHeight)) ** 2;
  if (Math.abs(n2[2]) > PARALLEL_EPS && Math.abs(n3[2]) > PARALLEL_EPS) {
    const estimated = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2]);
    if (estimated > 0 && Number.isFinite(estimated)) f2 = estimated;
  }
  const aspect = Math.sqrt((n2[0] ** 2 / f2 + n2[1] ** 2 / f2 + n2[2] ** 2) / (n3[0] ** 2 / f2 + n3[1] ** 2 / f2 + n3[2] ** 2));
  return Number.isFinite(aspect) && aspect > 0 ? aspect : null;
}

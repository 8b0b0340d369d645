import { projectPolygon } from "../geometry/camera";
import { clipByPlane } from "../geometry/clip-plane";
import { pixelsPerMetre } from "../geometry/pixel-scale";
import type { Vec3 } from "../geometry/vec3";
import { sub, scale } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import { softShape } from "../svg/soft-shape";
import { contactShadow } from "../furniture/contact-shadow";
import type { FrameSpec } from "./frame-model";
import { framePoint, outerHalf } from "./frame-model";

/** Soft shadow: offset and softness as multiples of the frame depth, like a window light up-left. */
const SOFT = { dx: 1.1, dy: 1.7, blur: 1.1, opacity: 0.3 };
/** Contact shadow: tight and darker where the frame meets the wall, which sells that it hangs there. */
const CONTACT = { dx: 0.15, dy: 0.3, blur: 0.18, opacity: 0.45 };
/** A leaning frame's shadow on the wall: softness grows with distance from the wall, as a multiple of it. */
const LEAN_SOFTNESS = 0.5;
const LEAN_OPACITY = 0.32;

/** The frame's shadow on the surface behind it. */
export function drawFrameShadow(c: Canvas, f: FrameSpec): string {
  if (f.lean) return leanShadow(c, f, f.lean);
  const half = outerHalf(f);
  const ppm = pixelsPerMetre(c.cam, f.centre);
  const layer = (k: typeof SOFT) => {
    const dx = k.dx * f.depth;
    const dy = k.dy * f.depth;
    const pts = [
      framePoint(f, -half.w + dx, -half.h + dy, 0),
      framePoint(f, half.w + dx, -half.h + dy, 0),
      framePoint(f, half.w + dx, half.h + dy, 0),
      framePoint(f, -half.w + dx, half.h + dy, 0),
    ];
    return softShape(projectPolygon(c.cam, pts), k.blur * f.depth * ppm, "dark", k.opacity);
  };
  return layer(SOFT) + layer(CONTACT);
}

/**
 * A leaning frame casts its outline onto the wall along the light, cut off where the wall meets
 * the surface it stands on, plus a dark line where its foot meets that surface.
 */
function leanShadow(c: Canvas, f: FrameSpec, lean: { wallZ: number; standY: number }): string {
  const half = outerHalf(f);
  const L = c.light;
  const onWall = (p: Vec3): Vec3 => sub(p, scale(L, (p[2] - lean.wallZ) / L[2]));
  const outline = [
    framePoint(f, -half.w, -half.h, f.depth),
    framePoint(f, half.w, -half.h, f.depth),
    framePoint(f, half.w, half.h, f.depth),
    framePoint(f, -half.w, half.h, f.depth),
  ].map(onWall);
  const clipped = clipByPlane(outline, [0, lean.standY, 0], [0, 1, 0]);
  const foot = framePoint(f, 0, half.h, 0);
  const reach = lean.wallZ - foot[2];
  const ppm = pixelsPerMetre(c.cam, foot);
  const x0 = f.centre[0] - half.w;
  const x1 = f.centre[0] + half.w;
  return (
    softShape(projectPolygon(c.cam, clipped), reach * LEAN_SOFTNESS * ppm, "dark", LEAN_OPACITY) +
    contactShadow(c, x0, x1 + reach * 0.6, foot[2] - 0.01, lean.wallZ, reach * 0.25, lean.standY)
  );
}

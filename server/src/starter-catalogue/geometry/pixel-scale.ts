import type { Camera } from "./camera";
import { toView } from "./camera";
import type { Vec3 } from "./vec3";

/** Pixels per metre at a point: turns physical sizes (shadow softness, line widths) into pixels. */
export const pixelsPerMetre = (cam: Camera, p: Vec3): number => cam.focal / Math.max(0.05, toView(cam, p)[2]);

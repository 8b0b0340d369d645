import type { Camera } from "../geometry/camera";

/** The same shot at a smaller size (tests, previews): every pixel measure scales, the room does not. */
export function scaleCamera(cam: Camera, k: number): Camera {
  if (k === 1) return cam;
  return {
    ...cam,
    focal: cam.focal * k,
    cx: cam.cx * k,
    cy: cam.cy * k,
    width: Math.round(cam.width * k),
    height: Math.round(cam.height * k),
  };
}

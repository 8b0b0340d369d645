import type { Point } from "@shared/template-window";

/**
 * What part of the photo the editor shows: `zoom` times the fitted size (1 = the whole photo),
 * with the image point (`x`, `y`) at the frame's top-left. Corners stay in image pixels; only
 * drawing and pointer input go through the view.
 */
export type View = { zoom: number; x: number; y: number };
type Size = { width: number; height: number };

export const FIT_VIEW: View = { zoom: 1, x: 0, y: 0 };
/** Past 8× a phone shows a few dozen photo pixels: enough to put a corner on the right one. */
export const MAX_ZOOM = 8;

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** Zoom within [1, MAX_ZOOM], and the photo always covering the frame (no empty margin to pan into). */
export function clampView(view: View, image: Size): View {
  const zoom = clamp(view.zoom, 1, MAX_ZOOM);
  return { zoom, x: clamp(view.x, 0, image.width - image.width / zoom), y: clamp(view.y, 0, image.height - image.height / zoom) };
}

/** Screen pixels per image pixel; `fit` is that at zoom 1 (the frame's width over the photo's). */
export const screenScale = (view: View, fit: number) => fit * view.zoom;

/** An image point to frame pixels (from the frame's top-left inner corner). */
export function toScreen([x, y]: Point, view: View, fit: number): Point {
  const s = screenScale(view, fit);
  return [(x - view.x) * s, (y - view.y) * s];
}

/** A frame pixel to the image point drawn there. */
export function toImage([x, y]: Point, view: View, fit: number): Point {
  const s = screenScale(view, fit);
  return [view.x + x / s, view.y + y / s];
}

/**
 * The view at `zoom` that draws `imagePoint` at `screenPoint` (then clamped): zooming about the
 * pointer or the frame's centre, and a pinch, whose fingers keep the photo point they first touched.
 */
export function viewWithPointAt(imagePoint: Point, screenPoint: Point, zoom: number, fit: number, image: Size): View {
  const z = clamp(zoom, 1, MAX_ZOOM);
  const s = fit * z;
  return clampView({ zoom: z, x: imagePoint[0] - screenPoint[0] / s, y: imagePoint[1] - screenPoint[1] / s }, image);
}

/** Zooms to `zoom` keeping the image point under `anchor` (a frame pixel) where it is. */
export function zoomAt(view: View, zoom: number, anchor: Point, fit: number, image: Size): View {
  return viewWithPointAt(toImage(anchor, view, fit), anchor, zoom, fit, image);
}

/** Moves the photo by dx, dy frame pixels, as a finger dragging it would. */
export function panBy(view: View, dx: number, dy: number, fit: number, image: Size): View {
  const s = screenScale(view, fit);
  return clampView({ ...view, x: view.x - dx / s, y: view.y - dy / s }, image);
}

/** The smallest pan that brings `point` (image pixels) at least `margin` frame pixels inside the frame. */
export function revealPoint(view: View, point: Point, margin: number, fit: number, image: Size): View {
  const s = screenScale(view, fit);
  const [w, h] = [image.width / view.zoom, image.height / view.zoom];
  const m = Math.min(margin / s, w / 2, h / 2);
  const x = clamp(view.x, point[0] + m - w, point[0] - m);
  const y = clamp(view.y, point[1] + m - h, point[1] - m);
  return clampView({ ...view, x, y }, image);
}

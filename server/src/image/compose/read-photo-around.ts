import { toSharpInput, type ImageSource, type Point, type RawImage } from "../core";

/** The photo is read this far (share of the quad's box) around it: the frame, the wall beyond and the old picture. */
const MARGIN_SHARE = 0.35;
const MIN_MARGIN_PX = 8;

/** The photo around a quad, RGB, placed at (left, top) on the canvas. */
export type PhotoRegion = { pixels: RawImage; left: number; top: number };

/** The part of the photo a window's look is read from, in one sharp call: the quad's box grown by a third. */
export async function readPhotoAround(base: ImageSource, quad: Point[], canvas: { width: number; height: number }): Promise<PhotoRegion | null> {
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const margin = Math.max(MIN_MARGIN_PX, MARGIN_SHARE * Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)));
  const left = Math.floor(Math.min(...xs) - margin);
  const top = Math.floor(Math.min(...ys) - margin);
  return readPhotoBox(base, { left, top, right: Math.ceil(Math.max(...xs) + margin), bottom: Math.ceil(Math.max(...ys) + margin) }, canvas);
}

/** The photo in a box (clipped to the canvas), RGB, placed at (left, top) on the canvas; null when too little of it is on the canvas. */
export async function readPhotoBox(base: ImageSource, box: { left: number; top: number; right: number; bottom: number }, canvas: { width: number; height: number }): Promise<PhotoRegion | null> {
  const left = Math.max(0, box.left);
  const top = Math.max(0, box.top);
  const right = Math.min(canvas.width, box.right);
  const bottom = Math.min(canvas.height, box.bottom);
  if (right - left < 3 || bottom - top < 3) return null;
  const { data, info } = await toSharpInput(base)
    .extract({ left, top, width: right - left, height: bottom - top })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: { data, width: info.width, height: info.height, channels: 3 }, left, top };
}

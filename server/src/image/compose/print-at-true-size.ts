import type { PrintSize } from "../../../../shared/print-size";
import { subQuad } from "../../../../shared/square-to-quad";
import { polygonArea, quadBox, sharp, type Point, type RawImage, type TemplateWindow } from "../core";
import type { PassImage } from "./scene-passes";

/**
 * A rendered room's art place with a print size: the print at its true size, centred on the
 * place. The place's quad is the camera's view of a rectangle `sizeCm` on the wall, so the print's
 * is the centred part of that plane (past the quad for a larger print), seen the same way.
 * Without a size, or for any other window: the window as it is (the art fills it).
 */
export function printAtTrueSize(window: TemplateWindow, size: Pick<PrintSize, "widthCm" | "heightCm"> | undefined): TemplateWindow {
  if (!size || !window.sizeCm) return window;
  const u = size.widthCm / window.sizeCm[0] / 2;
  const v = size.heightCm / window.sizeCm[1] / 2;
  const quad = subQuad(window.quad, [0.5 - u, 0.5 - v, 0.5 + u, 0.5 + v]);
  return { ...window, quad, box: quadBox(quad), area: Math.round(Math.abs(polygonArea(quad))), aspect: size.widthCm / size.heightCm, sizeCm: [size.widthCm, size.heightCm] };
}

/**
 * A place's frame-shadow pass for a print of another size: scaled about the place's centre as
 * the print's box is scaled from the place's. The shadow is soft, so this is what a render of
 * the larger or smaller frame would show, near enough.
 */
export async function shadowAtPrintSize(shadow: PassImage, place: TemplateWindow, print: TemplateWindow): Promise<PassImage> {
  if (print === place) return shadow;
  const sx = print.box.width / place.box.width;
  const sy = print.box.height / place.box.height;
  const { image } = shadow;
  const width = Math.max(1, Math.round(image.width * sx));
  const height = Math.max(1, Math.round(image.height * sy));
  // libvips gives a one-band (grey) pass back as three bands: the channels are read from what it wrote.
  const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .resize(width, height, { fit: "fill" })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const centre = (box: TemplateWindow["box"]): Point => [box.x + box.width / 2, box.y + box.height / 2];
  const [[px, py], [qx, qy]] = [centre(place.box), centre(print.box)];
  const scaled: RawImage = { data, width, height, channels: info.channels as RawImage["channels"] };
  return { left: Math.round(qx + (shadow.left - px) * sx), top: Math.round(qy + (shadow.top - py) * sy), image: scaled };
}

import { sharp, type RawImage } from "../core";

/** Grey pixels of an image scaled to fit `maxSide`, lightly blurred: the input of frame detection. */
export type GreyImage = { data: Uint8Array; width: number; height: number; scale: number };

/**
 * Detection works at about 640 px: frames are tens of pixels across there, noise and plaster
 * texture are averaged away, and the whole search is a few hundred thousand pixels. A σ = 1
 * blur removes sensor noise before gradients without moving straight edges.
 */
export async function readGrey(image: RawImage, maxSide = 640): Promise<GreyImage> {
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const { data } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .removeAlpha()
    .resize(width, height, { fit: "fill" })
    .greyscale()
    .blur(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width, height, scale: width / image.width };
}

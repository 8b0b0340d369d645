import { isEncodedFile, sharp, toSharpInput, type ImageSource, type RawImage } from "../core";
import { MAT_COLOUR } from "../frame";

/**
 * The artwork as upright 8-bit sRGB RGB pixels, transparency flattened onto the mat, decoded
 * once per render and shared by every window (no window is ever left see-through).
 */
export async function loadArtwork(artwork: ImageSource): Promise<RawImage> {
  if (!isEncodedFile(artwork) && artwork.channels === 3) return artwork;
  const input = isEncodedFile(artwork) ? sharp(artwork, { autoOrient: true }) : toSharpInput(artwork);
  const { data, info } = await input
    .flatten({ background: MAT_COLOUR })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

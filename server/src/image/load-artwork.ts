import { sharp } from "./configured-sharp";
import { MAT_COLOUR } from "./mat-colour";
import type { ImageSource, RawImage } from "./types";

/**
 * The artwork as upright 8-bit sRGB RGB pixels, transparency flattened onto the mat, decoded
 * once per render and shared by every window (no window is ever left see-through).
 */
export async function loadArtwork(artwork: ImageSource): Promise<RawImage> {
  if (!Buffer.isBuffer(artwork) && artwork.channels === 3) return artwork;
  const input = Buffer.isBuffer(artwork)
    ? sharp(artwork, { autoOrient: true })
    : sharp(artwork.data, { raw: { width: artwork.width, height: artwork.height, channels: artwork.channels } });
  const { data, info } = await input
    .flatten({ background: MAT_COLOUR })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

import type { FitMode } from "../../../../shared/constants";
import { sharp } from "../core";
import { withEncoder } from "../encode";
import { fitArtwork, type ArtworkPixels } from "../frame";

/** AR viewers take textures up to 2048 px; more costs phone memory and download time, not detail at arm's length. */
export const PRINT_FACE_MAX_SIDE = 2048;

/**
 * The print's face as the 3D models show it: the art fitted into the print's proportions by the
 * fit mode (the art's own proportions when no size was chosen), ≤ 2048 px long side and never
 * larger than the art, JPEG. Made once when a mockup is saved.
 */
export async function renderPrintFace(art: ArtworkPixels, artSize: { width: number; height: number }, print: { widthCm: number; heightCm: number } | null, fit: FitMode): Promise<Buffer> {
  const ratio = print ? print.widthCm / print.heightCm : artSize.width / artSize.height;
  const long = Math.min(PRINT_FACE_MAX_SIDE, Math.max(artSize.width, artSize.height));
  const [width, height] = ratio >= 1 ? [long, long / ratio] : [long * ratio, long];
  const face = await fitArtwork(art, width, height, fit);
  return withEncoder(sharp(face.data, { raw: { width: face.width, height: face.height, channels: face.channels } }), "jpeg", "export").toBuffer();
}

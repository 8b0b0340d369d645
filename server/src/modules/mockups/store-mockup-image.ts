import { THUMBNAIL_MAX_WIDTH } from "@shared/constants";
import { downscaleImage } from "../../image";
import { type Storage, putAll } from "../../lib/storage";
import { mockupKeys, newMockupFile } from "./mockup-files";

/** Big enough for a gallery lightbox on a laptop screen, far from print quality. */
export const DISPLAY_MAX_SIDE = 1200;

/**
 * Stores a finished full-resolution PNG with its display copy and thumbnail (and the print face
 * of its 3D model, when there is one) under a new file name; returns the name. On any failure
 * none of them is left behind.
 */
export async function storeMockupImage(storage: Storage, userId: number, png: Buffer, printFace?: Buffer): Promise<string> {
  const [display, thumbnail] = await Promise.all([
    downscaleImage(png, { maxSide: DISPLAY_MAX_SIDE }, "jpeg", "preview"),
    downscaleImage(png, { maxWidth: THUMBNAIL_MAX_WIDTH }, "jpeg", "preview"),
  ]);
  const file = newMockupFile();
  const keys = mockupKeys(userId, file);
  await putAll(storage, [
    { key: keys.full, data: png, contentType: "image/png" },
    { key: keys.display, data: display.data, contentType: display.contentType },
    { key: keys.thumbnail, data: thumbnail.data, contentType: thumbnail.contentType },
    ...(printFace ? [{ key: keys.printFace, data: printFace, contentType: "image/jpeg" }] : []),
  ]);
  return file;
}

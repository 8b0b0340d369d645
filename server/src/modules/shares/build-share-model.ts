import { printSizeSchema } from "@shared/print-size";
import type { SavedMockupRow } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";
import { buildPrintModel, type ModelFormat } from "../rendering";
import { printFaceKey } from "./print-face-key";

export const NO_MODEL = "This mockup has no 3D model";

/**
 * The shared mockup as a 3D framed print at true size, from the options it was rendered with
 * and the print face kept at its save. Mockups saved before models existed, or uploaded as
 * images, have none: 404.
 */
export async function buildShareModel(storage: Storage, mockup: SavedMockupRow, format: ModelFormat): Promise<Uint8Array> {
  const key = printFaceKey(mockup);
  const face = key ? await storage.get(key) : null;
  const options = mockup.renderOptions;
  if (!face || !options) throw notFound(NO_MODEL);
  const chosen = options.size ? printSizeSchema.safeParse(options.size) : null;
  return buildPrintModel(face, { ...options, printCm: chosen?.success ? chosen.data : null }, format);
}

import { printSizeSchema } from "@shared/print-size";
import { defaultPrintSize } from "@shared/print-size-suggestions";
import type { SavedMockupRow } from "../../db/schema";
import { buildFramedModel, encodeGlb, encodeUsdz, sizeOf } from "../../image";
import { notFound } from "../../lib/errors";
import type { Storage } from "../../lib/storage";
import { printFaceKey } from "./print-face-key";

export type ModelFormat = "glb" | "usdz";
export const NO_MODEL = "This mockup has no 3D model";
/** A print saved with no size chosen (in a room) hangs at about this weight, in the art's proportions. */
const UNSIZED_PRINT = { widthCm: 50, heightCm: 70 };

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
  const printCm = chosen?.success ? chosen.data : defaultPrintSize(await sizeOf(face), UNSIZED_PRINT);
  const model = buildFramedModel({ printCm, frame: options.frame, frameWidth: options.frameWidth, mat: options.mat, matWidth: options.matWidth });
  return format === "glb" ? encodeGlb(model, face) : encodeUsdz(model, face);
}

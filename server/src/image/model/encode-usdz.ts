import type { FramedModel } from "./build-framed-model";
import { writeUsda } from "./write-usda";
import { zipUsdz } from "./zip-usdz";

const LAYER = "framed-print.usda";
const TEXTURE = "print-face.jpg";

/** The model as USDZ (iOS Quick Look): the USD layer first, then the print face it reads. */
export function encodeUsdz(model: FramedModel, printFaceJpeg: Uint8Array): Buffer {
  return zipUsdz([
    { name: LAYER, data: Buffer.from(writeUsda(model, TEXTURE), "utf8") },
    { name: TEXTURE, data: printFaceJpeg },
  ]);
}

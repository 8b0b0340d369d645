import { defaultPrintSize } from "@shared/print-size-suggestions";
import type { RenderOptions } from "@shared/render-options";
import { buildFramedModel, encodeGlb, encodeUsdz, sizeOf } from "../../image";

export type ModelFormat = "glb" | "usdz";
export const MODEL_TYPES: Record<ModelFormat, string> = { glb: "model/gltf-binary", usdz: "model/vnd.usdz+zip" };

/** A print with no size chosen (in a room) hangs at about this weight, in the art's proportions. */
const UNSIZED_PRINT = { widthCm: 50, heightCm: 70 };

export type PrintModelOptions = Pick<RenderOptions, "frame" | "frameWidth" | "mat" | "matWidth"> & {
  /** The print's size; null: one near UNSIZED_PRINT in the face's proportions. */
  printCm: { widthCm: number; heightCm: number } | null;
};

/**
 * A framed print as a 3D model at true size (GLB or USDZ), its print face (a JPEG in the print's
 * proportions) as the art's texture: what share pages and shop widgets offer as "View in your room".
 */
export async function buildPrintModel(face: Buffer, options: PrintModelOptions, format: ModelFormat): Promise<Uint8Array> {
  const printCm = options.printCm ?? defaultPrintSize(await sizeOf(face), UNSIZED_PRINT);
  const model = buildFramedModel({ printCm, frame: options.frame, frameWidth: options.frameWidth, mat: options.mat, matWidth: options.matWidth });
  return format === "glb" ? encodeGlb(model, face) : encodeUsdz(model, face);
}

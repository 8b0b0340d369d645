import type { FitMode } from "../../../../shared/constants";
import type { PrintSize } from "../../../../shared/print-size";
import { DEFAULT_FRAME_WIDTH_CM, DEFAULT_MAT_WIDTH_CM, type RenderOptions } from "../../../../shared/render-options";
import { subQuad } from "../../../../shared/square-to-quad";
import { isEncodedFile, type Point, type RawImage, type TemplateWindow } from "../core";
import { renderFramedPrint, type ArtworkPixels } from "../frame";
import { loadArtwork } from "./load-artwork";
import { placeArtwork } from "./place-artwork";
import { printAtTrueSize } from "./print-at-true-size";
import { antialiasQuadEdge } from "./quad-distance";
import { warpIntoQuad, type PlacedLayer } from "./warp-into-quad";

export type Framed = Awaited<ReturnType<typeof renderFramedPrint>>;
type Size = Pick<PrintSize, "widthCm" | "heightCm">;

/** Draw the piece at the quad's longest side's resolution: the warp then only shrinks it (no blur). */
export function quadPxPerCm(quad: Point[], size: Size): number {
  const side = (i: number) => Math.hypot(quad[(i + 1) % 4]![0] - quad[i]![0], quad[(i + 1) % 4]![1] - quad[i]![1]);
  return Math.max(1, side(0) / size.widthCm, side(2) / size.widthCm, side(1) / size.heightCm, side(3) / size.heightCm);
}

/** The framed print with its print on `quad`: the whole picture (moulding, mat, shadow) carried by the print's homography. */
export async function warpFramed(framed: Framed, quad: Point[], canvas: { width: number; height: number }): Promise<PlacedLayer | null> {
  const { image, print } = framed;
  const outer = subQuad(quad, [-print.left / print.width, -print.top / print.height, (image.width - print.left) / print.width, (image.height - print.top) / print.height]);
  return warpIntoQuad(image, outer, 1, canvas);
}

/** What a rendered room's place holds besides the print: a frame, a mat, or both. */
export type PieceStyle = Pick<RenderOptions, "frame" | "frameWidth" | "mat" | "matWidth">;

/** The frame and mat a rendered room draws around the print, or none when neither is chosen (the art fills the place). */
export function pieceStyle(render: Partial<RenderOptions> | undefined): PieceStyle | undefined {
  const { frame = "none", mat = "none", frameWidth = DEFAULT_FRAME_WIDTH_CM, matWidth = DEFAULT_MAT_WIDTH_CM } = render ?? {};
  return frame === "none" && mat === "none" ? undefined : { frame, frameWidth, mat, matWidth };
}

/**
 * A framed (or matted) print hung in a rendered room's art place, which the scene measured
 * (`sizeCm`). With a print size the print is that size and the mat and moulding go round it, the
 * piece centred on the place; without one the piece's outer edge is the place (the card the scene
 * hung there) and the print is what mat and moulding leave of it. The piece comes without a
 * shadow: the room's shadow pass draws it. `outer` is the window the whole piece covers.
 */
export async function placeFramedPiece(
  art: RawImage,
  place: TemplateWindow & { sizeCm: [number, number] },
  fit: FitMode,
  canvas: { width: number; height: number },
  style: PieceStyle,
  size: Size | undefined,
): Promise<{ layer: PlacedLayer | null; outer: TemplateWindow }> {
  const band = (style.frame === "none" ? 0 : style.frameWidth) + (style.mat === "none" ? 0 : style.matWidth);
  const [placeW, placeH] = place.sizeCm;
  const print = size ?? { widthCm: Math.max(1, placeW - 2 * band), heightCm: Math.max(1, placeH - 2 * band) };
  const printWindow = printAtTrueSize(place, print);
  const outer = printAtTrueSize(place, { widthCm: print.widthCm + 2 * band, heightCm: print.heightCm + 2 * band });
  const framed = await renderFramedPrint({ art, size: print, fit, ...style, pxPerCm: quadPxPerCm(printWindow.quad, print), shadow: false });
  const layer = await warpFramed(framed, printWindow.quad, canvas);
  if (layer) antialiasQuadEdge(layer, outer.quad);
  return { layer, outer };
}

/**
 * The art in one window, and the window it ends up covering. A rendered room's place (`scene`)
 * holds the framed or matted piece when a frame or mat is chosen (`placeFramedPiece`), else the
 * print at its size (or filling the place); any other window holds the art, inside a mat when one
 * is chosen (the frame is in the photo).
 */
export async function placeInWindow(
  art: ArtworkPixels,
  place: TemplateWindow,
  fit: FitMode,
  canvas: { width: number; height: number },
  render: Partial<RenderOptions> | undefined,
  scene: boolean,
): Promise<{ layer: PlacedLayer | null; window: TemplateWindow }> {
  const style = scene ? pieceStyle(render) : undefined;
  if (style && place.sizeCm) {
    const { layer, outer } = await placeFramedPiece(isEncodedFile(art) ? await loadArtwork(art) : art, { ...place, sizeCm: place.sizeCm }, fit, canvas, style, render?.size);
    return { layer, window: outer };
  }
  const { mat = "none", matWidth = DEFAULT_MAT_WIDTH_CM, size } = render ?? {};
  const window = printAtTrueSize(place, size);
  return { layer: await placeArtwork(art, window, fit, canvas, mat === "none" ? undefined : { mat, matWidth, size }), window };
}

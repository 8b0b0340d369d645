import type { FitMode } from "../../../../shared/constants";
import type { PrintSize } from "../../../../shared/print-size";
import type { FrameStyle, MatStyle } from "../../../../shared/render-options";
import { sharp, type RawImage } from "../core";
import { drawFrame } from "./draw-frame";
import { drawMat } from "./draw-mat";
import { fitArtwork } from "./fit-artwork";

export type FramedPrintOptions = {
  /** The artwork as `loadArtwork` gives it (RGB). */
  art: RawImage;
  size: Pick<PrintSize, "widthCm" | "heightCm">;
  fit: FitMode;
  frame: FrameStyle;
  frameWidth: number;
  mat: MatStyle;
  matWidth: number;
  /** The scale of the output: pixels per cm of the print. */
  pxPerCm: number;
  /** Draw the piece's own soft shadow (default); without it the image is the piece alone (a rendered room brings its shadow). */
  shadow?: boolean;
};

/** A framed print on a wall throws a soft shadow below and right of it (light from the upper left). */
type Box = { left: number; top: number; width: number; height: number };

const SHADOW = { dxCm: 0.25, dyCm: 0.55, sigmaCm: 0.55, opacity: 0.5 } as const;

/**
 * A framed print as a framer makes it: the print at its size (the art fitted into it by `fit`),
 * the mat around it, the moulding around that, and its soft drop shadow. RGBA, with transparent
 * margins for the shadow; `piece` is where the frame's outer edge lies in the image, `print` where the print itself does.
 */
export async function renderFramedPrint(options: FramedPrintOptions): Promise<{ image: RawImage; piece: Box; print: Box }> {
  const { pxPerCm } = options;
  const printW = Math.max(1, Math.round(options.size.widthCm * pxPerCm));
  const printH = Math.max(1, Math.round(options.size.heightCm * pxPerCm));
  const print = await fitArtwork(options.art, printW, printH, options.fit);
  let piece = print;
  if (options.mat !== "none") {
    const band = Math.max(1, Math.round(options.matWidth * pxPerCm));
    piece = drawMat(print, printW + 2 * band, printH + 2 * band, { left: band, top: band, width: printW, height: printH }, options.mat, pxPerCm);
  }
  if (options.frame !== "none") piece = drawFrame(piece, Math.max(2, Math.round(options.frameWidth * pxPerCm)), options.frame, pxPerCm);
  // Mat and moulding are as wide on every side: the print sits in the piece's middle.
  const inPiece = { left: (piece.width - printW) / 2, top: (piece.height - printH) / 2, width: printW, height: printH };
  if (options.shadow === false) return { image: piece, piece: { left: 0, top: 0, width: piece.width, height: piece.height }, print: inPiece };

  const sigma = Math.max(0.5, SHADOW.sigmaCm * pxPerCm);
  const dx = Math.round(SHADOW.dxCm * pxPerCm);
  const dy = Math.round(SHADOW.dyCm * pxPerCm);
  const margin = Math.ceil(3 * sigma) + Math.max(dx, dy);
  const width = piece.width + 2 * margin;
  const height = piece.height + 2 * margin;
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const shadow = await sharp({ create: { width, height, channels: 4, background: transparent } })
    .composite([{ input: { create: { width: piece.width, height: piece.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: SHADOW.opacity } } }, left: margin + dx, top: margin + dy }])
    .raw()
    .toBuffer();
  const { data, info } = await sharp(shadow, { raw: { width, height, channels: 4 } })
    .blur(sigma)
    .composite([{ input: Buffer.from(piece.data.buffer, piece.data.byteOffset, piece.data.byteLength), raw: { width: piece.width, height: piece.height, channels: 3 }, left: margin, top: margin }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  const printBox = { ...inPiece, left: margin + inPiece.left, top: margin + inPiece.top };
  return { image: { data, width: info.width, height: info.height, channels: 4 }, piece: { left: margin, top: margin, width: piece.width, height: piece.height }, print: printBox };
}

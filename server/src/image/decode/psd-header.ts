import { ImageError } from "../core";

/** What the first 26 bytes of a Photoshop file say. */
export type PsdHeader = { large: boolean; channels: number; width: number; height: number; depth: number; colorMode: number };

/** Upload limits for Photoshop templates (issue 28): a bought mockup PSD is rarely past 200 MB. */
export const PSD_LIMITS = { maxBytes: 300 * 1024 * 1024, maxSide: 12_000 };

/** What `readPsdHeader` needs: an upload is checked from these before the rest is stored. */
export const PSD_HEADER_BYTES = 26;

export const NOT_PSD_MESSAGE = "This file is not a Photoshop document (PSD or PSB): save it from Photoshop as .psd or .psb";
export const DAMAGED_PSD_MESSAGE = "The Photoshop document is damaged or incomplete: save it again from Photoshop and upload it once more";

const COLOR_MODES: Record<number, string> = { 0: "bitmap", 1: "greyscale", 2: "indexed colour", 4: "CMYK", 7: "multichannel", 8: "duotone", 9: "Lab" };

const convert = (what: string) =>
  new ImageError("psd_unsupported", `This document is ${what}: in Photoshop convert it to RGB 8 or 16 bit (Image › Mode), then save again`);

/** Whether the bytes start like a Photoshop document ("8BPS", version 1 or 2). */
export function isPsd(bytes: Uint8Array): boolean {
  return bytes.length >= 6 && bytes[0] === 0x38 && bytes[1] === 0x42 && bytes[2] === 0x50 && bytes[3] === 0x53 && bytes[4] === 0 && (bytes[5] === 1 || bytes[5] === 2);
}

/**
 * Checks a Photoshop file from its header, before any pixel is read: the signature, the size
 * limits, RGB at 8 or 16 bits. Everything else is refused with what to do in Photoshop.
 */
export function readPsdHeader(bytes: Uint8Array): PsdHeader {
  if (!isPsd(bytes)) throw new ImageError("not_psd", NOT_PSD_MESSAGE);
  if (bytes.length < PSD_HEADER_BYTES) throw new ImageError("damaged_image", DAMAGED_PSD_MESSAGE);
  if (bytes.length > PSD_LIMITS.maxBytes) throw new ImageError("image_too_large", `The Photoshop file is too large (maximum ${PSD_LIMITS.maxBytes / 1024 / 1024} MB)`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const header = {
    large: bytes[5] === 2,
    channels: view.getUint16(12),
    height: view.getUint32(14),
    width: view.getUint32(18),
    depth: view.getUint16(22),
    colorMode: view.getUint16(24),
  };
  if (!header.width || !header.height) throw new ImageError("damaged_image", DAMAGED_PSD_MESSAGE);
  if (header.width > PSD_LIMITS.maxSide || header.height > PSD_LIMITS.maxSide) {
    throw new ImageError("image_too_large", `The document is ${header.width} × ${header.height} px (maximum ${PSD_LIMITS.maxSide} × ${PSD_LIMITS.maxSide})`);
  }
  if (header.colorMode !== 3) throw convert(COLOR_MODES[header.colorMode] ?? `in colour mode ${header.colorMode}`);
  if (header.depth !== 8 && header.depth !== 16) throw convert(`${header.depth}-bit`);
  return header;
}

import { PSD_FILE_NAME, PSD_UPLOAD_LIMITS } from "@shared/psd-limits";

/** What browsers call a Photoshop file (most give no type at all: the extension decides). */
const PSD_TYPES = ["image/vnd.adobe.photoshop", "application/x-photoshop", "application/photoshop", "image/x-photoshop", "image/psd"];

/** For a file input's accept attribute, after the image types. */
export const PSD_ACCEPT = ".psd,.psb,image/vnd.adobe.photoshop";

export const PSD_MAX_MB = PSD_UPLOAD_LIMITS.maxBytes / 1024 / 1024;

/** A Photoshop document by its name or type; the server checks the bytes. */
export function isPsdFile(file: { name: string; type: string }): boolean {
  return PSD_FILE_NAME.test(file.name) || PSD_TYPES.includes(file.type.toLowerCase());
}

/** Why a chosen Photoshop file cannot be sent, before a byte goes out; null when it can. */
export function psdFileProblem(file: { size: number }): string | null {
  if (file.size === 0) return "The Photoshop file is empty";
  if (file.size > PSD_UPLOAD_LIMITS.maxBytes) return `The Photoshop file is too large (maximum ${PSD_MAX_MB} MB)`;
  return null;
}

/** Where the server keeps uploaded template images (spec §7 image paths). */
export const TEMPLATE_IMAGE_PATH = "/api/templates/images/";

const FILE_NAME = /^[A-Za-z0-9_-]{1,100}\.(png|jpe?g)$/i;

/**
 * A pasted image URL as the path the server accepts, or null. Only our own uploaded images can
 * become templates, so a full URL must point at this site; the path alone is fine too.
 */
export function toTemplateImagePath(input: string, origin: string): string | null {
  const text = input.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || !url.pathname.startsWith(TEMPLATE_IMAGE_PATH)) return null;
  const file = url.pathname.slice(TEMPLATE_IMAGE_PATH.length);
  return FILE_NAME.test(file) ? `${TEMPLATE_IMAGE_PATH}${file}` : null;
}

/** "Mockup #3 - 4x3 - Black - Hall.png" → "Mockup #3 - 4x3 - Black - Hall" (spec §5 bulk names). */
export function fileBaseName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim();
}

export const ACCEPTED_IMAGE_TYPES = ["image/png", "image/jpeg"] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

export function isAcceptedImage(file: File): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);
}

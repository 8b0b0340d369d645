import type { ExportFormat } from "./artworks";

/** Long enough for any real template or mockup name; short of every file system's 255-byte limit. */
const SLUG_MAX = 80;

/**
 * A file-name part from user text: letters without their accents, lowercased; every run of
 * anything but a–z and 0–9 one hyphen; no hyphen at either end. So names need no escaping in a
 * Content-Disposition header, a ZIP or a shell: "Mockup #1 - 4x5" → "mockup-1-4x5". Text with no
 * Latin letter or digit at all gives "".
 */
export function fileNameSlug(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/\p{M}+/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, "");
}

/** The file extension of a download's format. */
export const fileExtension = (format: ExportFormat = "png") => (format === "jpeg" ? ".jpg" : ".png");

/**
 * Spec §9: a new result downloads as the template name lowercased with hyphens, then
 * "-mockup-{timestamp}" (".png", or ".jpg" for a JPEG). The studio and the server both name it here.
 */
export function resultFileName(templateName: string, timestamp = Date.now(), format: ExportFormat = "png"): string {
  const slug = fileNameSlug(templateName);
  // A name with nothing to keep ("###", "日本") still says what the file is.
  return `${slug ? `${slug}-` : ""}mockup-${timestamp}${fileExtension(format)}`;
}

/** Spec §9: a saved mockup downloads as its name (spaces → hyphens, lowercased), then its id. */
export function savedMockupFileName(mockup: { name: string; id: number }, format: ExportFormat = "png"): string {
  return `${fileNameSlug(mockup.name) || "mockup"}-${mockup.id}${fileExtension(format)}`;
}

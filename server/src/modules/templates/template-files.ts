/**
 * Where a template's three images live in storage, all named after one generated file name.
 * The thumbnail is WebP (small, with alpha) but is served under the spec's same-name URL.
 */
export const templateKeys = (file: string) => ({
  full: `templates/${file}`,
  preview: `templates/previews/${file}`,
  thumbnail: `templates/thumbnails/${file.replace(/\.\w+$/, "")}.webp`,
  /** A PSD template's prepared layers, full size and at the preview copy's scale (absent for other templates). */
  layers: `templates/layers/${file.replace(/\.\w+$/, "")}.bin`,
  previewLayers: `templates/layers/previews/${file.replace(/\.\w+$/, "")}.bin`,
});

export const TEMPLATE_IMAGE_PATH = "/api/templates/images/";
export const TEMPLATE_THUMBNAIL_PATH = "/api/templates/thumbnails/";

export const templateImageUrl = (file: string) => `${TEMPLATE_IMAGE_PATH}${file}`;

/** The file name behind one of our image URLs, or null for any other URL. */
export function fileOfImageUrl(imageUrl: string): string | null {
  if (!imageUrl.startsWith(TEMPLATE_IMAGE_PATH)) return null;
  const file = imageUrl.slice(TEMPLATE_IMAGE_PATH.length);
  return /^[A-Za-z0-9_-]{1,100}\.(png|jpe?g)$/.test(file) ? file : null;
}

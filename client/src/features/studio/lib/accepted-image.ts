/** Spec §5: the studio takes JPEG and PNG only; the server checks the bytes again. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png"] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(",");

const ACCEPTED_EXTENSION = /\.(jpe?g|png)$/i;

/** By MIME type; some systems leave the type empty, and then the extension decides. */
export function isAcceptedImage(file: { type: string; name: string }): boolean {
  if (file.type) return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  return ACCEPTED_EXTENSION.test(file.name);
}

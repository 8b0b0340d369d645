import { randomBytes } from "node:crypto";

/**
 * A saved mockup's images, under its owner's id (so a key built from another user's
 * session can never reach them): the full-resolution PNG (downloads), a ≤ 1200 px display copy
 * (GET /images/{file}) and a ≤ 400 px wide thumbnail. Display copies are JPEG on white: small,
 * and never the full resolution a free user could take instead of a counted download.
 */
export const mockupKeys = (userId: number, file: string) => {
  const base = file.replace(/\.png$/, "");
  return {
    full: `mockups/${userId}/${file}`,
    display: `mockups/${userId}/display/${base}.jpg`,
    thumbnail: `mockups/${userId}/thumbnails/${base}.jpg`,
    /** The print's face (≤ 2048 px JPEG), the texture of its 3D model: studio saves since AR. */
    printFace: `mockups/${userId}/print-faces/${base}.jpg`,
  };
};

export const MOCKUP_IMAGE_PATH = "/api/mockups/images/";
/** Our generated names: 22 random base64url characters and .png. */
export const MOCKUP_FILE = /^[A-Za-z0-9_-]{22}\.png$/;

export const newMockupFile = () => `${randomBytes(16).toString("base64url")}.png`;
export const mockupImageUrl = (file: string) => `${MOCKUP_IMAGE_PATH}${file}`;

/** The file behind one of our image URLs, or null for any other string. */
export function fileOfMockupUrl(imageUrl: string): string | null {
  if (!imageUrl.startsWith(MOCKUP_IMAGE_PATH)) return null;
  const file = imageUrl.slice(MOCKUP_IMAGE_PATH.length);
  return MOCKUP_FILE.test(file) ? file : null;
}

import type { Storage } from "../../lib/storage";
import { normaliseImage, TEMPLATE_LIMITS } from "../../image";
import { mockupImageUrl } from "./mockup-files";
import { storeMockupImage } from "./store-mockup-image";

/** A client-rendered mockup is at most a full-size template: the template limits bound it. */
export const MOCKUP_UPLOAD_LIMITS = TEMPLATE_LIMITS;

/**
 * Spec §4 "Saving", step 1: a rendered result (PNG; JPEG accepted) becomes one of this user's
 * files, re-encoded as PNG with metadata stripped. POST /api/mockups then names it.
 */
export async function uploadMockupImage(storage: Storage, userId: number, bytes: Uint8Array): Promise<{ imageUrl: string }> {
  const png = await normaliseImage(bytes, MOCKUP_UPLOAD_LIMITS, "png");
  const file = await storeMockupImage(storage, userId, png.data);
  return { imageUrl: mockupImageUrl(file) };
}

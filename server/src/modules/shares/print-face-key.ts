import type { SavedMockupRow } from "../../db/schema";
import { fileOfMockupUrl, mockupKeys } from "../mockups";

/**
 * Where a saved mockup's print face (its 3D model's texture) would be; null for a mockup that
 * cannot have one: an uploaded image, which records no frame, mat or size.
 */
export function printFaceKey(mockup: SavedMockupRow): string | null {
  const file = fileOfMockupUrl(mockup.imageUrl);
  return file && mockup.renderOptions ? mockupKeys(mockup.userId, file).printFace : null;
}

import type { EncodedImageFile } from "../../image";
import type { Storage } from "../../lib/storage";

/**
 * A stored image for the engine to decode, `null` when it does not exist: on local storage its
 * file's path (libvips reads it itself), elsewhere its bytes. A full-size render read into
 * Buffers allocated ~12 MB per item that the garbage collector had to chase (2 major
 * collections per 4000×3000 JPEG export against 0.3 for sharp alone: docs/decisions/0006).
 */
export function openStoredImage(storage: Storage, key: string): Promise<EncodedImageFile | null> {
  return storage.localPath ? storage.localPath(key) : storage.get(key);
}

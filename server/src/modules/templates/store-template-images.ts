import type { PreparedTemplate } from "../../image";
import { putAll, type PutEntry, type Storage } from "../../lib/storage";
import { templateKeys } from "./template-files";

/** Stores the three images of a prepared template (and `extra` files with them); on any failure none of them is left behind. */
export async function storeTemplateImages(storage: Storage, file: string, prepared: PreparedTemplate, extra: PutEntry[] = []): Promise<void> {
  const keys = templateKeys(file);
  await putAll(storage, [
    { key: keys.full, data: prepared.image.data, contentType: "image/png" },
    { key: keys.preview, data: prepared.preview.data, contentType: "image/png" },
    { key: keys.thumbnail, data: prepared.thumbnail.data, contentType: "image/webp" },
    ...extra,
  ]);
}

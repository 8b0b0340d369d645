import type { PsdTemplateInfo } from "@shared/psd";
import { preparePsd, type PreparedPsdTemplate } from "../../image";
import { putAll, type Storage } from "../../lib/storage";

type Keys = { full: string; preview: string; thumbnail: string; layers: string; previewLayers: string };

/**
 * A Photoshop upload, staged in storage by `receiveUpload`, read back as one Buffer (the only
 * copy in memory), prepared (refused by name when it cannot be rendered) and its files stored
 * as a unit: the composite as the template image, its preview copy and thumbnail, and the
 * prepared layers at both sizes. The staged file goes whatever the outcome.
 */
export async function storePsdTemplate(storage: Storage, keys: Keys, stagedKey: string): Promise<{ prepared: PreparedPsdTemplate; info: PsdTemplateInfo }> {
  let prepared: PreparedPsdTemplate;
  try {
    const bytes = await storage.get(stagedKey);
    if (!bytes) throw new Error(`The staged upload ${stagedKey} is missing`);
    prepared = await preparePsd(bytes);
  } finally {
    await storage.delete(stagedKey).catch(() => undefined);
  }
  await putAll(storage, [
    { key: keys.full, data: prepared.image.data, contentType: "image/png" },
    { key: keys.preview, data: prepared.preview.data, contentType: "image/png" },
    { key: keys.thumbnail, data: prepared.thumbnail.data, contentType: "image/webp" },
    { key: keys.layers, data: prepared.psd.layers, contentType: "application/octet-stream" },
    { key: keys.previewLayers, data: prepared.psd.previewLayers, contentType: "application/octet-stream" },
  ]);
  const smartObjects = prepared.psd.smartObjects.map(({ index, name, refusal, thumbnail, window }) => ({ index, name, ...(refusal ? { refusal } : {}), thumbnail, window }));
  return { prepared, info: { smartObjects, fidelity: prepared.psd.fidelity } };
}

import type { PsdTemplateInfo } from "@shared/psd";
import { preparePsd, type PreparedPsdTemplate } from "../../image";
import { putAll, type Storage } from "../../lib/storage";

type Keys = { full: string; preview: string; thumbnail: string; layers: string; previewLayers: string };

/**
 * A Photoshop upload prepared (refused by name when it cannot be rendered, before anything is
 * stored) and its files stored as a unit: the composite as the template image, its preview copy
 * and thumbnail, and the prepared layers at both sizes.
 */
export async function storePsdTemplate(storage: Storage, keys: Keys, bytes: Uint8Array): Promise<{ prepared: PreparedPsdTemplate; info: PsdTemplateInfo }> {
  const prepared = await preparePsd(bytes);
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

/** Whether an upload is meant as a Photoshop document: by its content, or by its name (then refused when it is not one). */
export const isPsdUpload = (bytes: Uint8Array, name: string | undefined, isPsd: (b: Uint8Array) => boolean) => isPsd(bytes) || /\.ps[db]$/i.test(name ?? "");

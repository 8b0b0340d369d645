import type { PsdTemplateInfo } from "@shared/psd";
import { preparePsd, type PreparedPsdTemplate } from "../../image";
import { AppError } from "../../lib/errors";
import { putAll, type Storage } from "../../lib/storage";
import { assertWindowsAllowed, MIN_DETECTED_SHARE } from "./check-quad";
import { refuseOutsideRule } from "./psd-windows";

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
  const smartObjects = refuseOutsideRule(prepared.psd.smartObjects, prepared);
  const usable = new Set(smartObjects.filter((so) => !so.refusal).map((so) => so.index));
  const windows = prepared.windows.filter((w) => usable.has(w.smartObject!));
  if (!windows.length) throw new AppError("psd_unsupported", smartObjects.find((so) => so.refusal)!.refusal!);
  assertWindowsAllowed(windows.map((w) => w.quad), prepared.width, prepared.height, MIN_DETECTED_SHARE);
  await putAll(storage, [
    { key: keys.full, data: prepared.image.data, contentType: "image/png" },
    { key: keys.preview, data: prepared.preview.data, contentType: "image/png" },
    { key: keys.thumbnail, data: prepared.thumbnail.data, contentType: "image/webp" },
    { key: keys.layers, data: prepared.psd.layers, contentType: "application/octet-stream" },
    { key: keys.previewLayers, data: prepared.psd.previewLayers, contentType: "application/octet-stream" },
  ]);
  const info = smartObjects.map(({ index, name, refusal, thumbnail, window }) => ({ index, name, ...(refusal ? { refusal } : {}), thumbnail, window }));
  return { prepared: { ...prepared, windows }, info: { smartObjects: info, features: prepared.psd.features, fidelity: prepared.psd.fidelity } };
}

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { OverlayOptions } from "sharp";
import type { ArtworkRow } from "../../server/src/db/schema";
import { ARTWORK_LIMITS, BLEED_PX, measureWindow, type OutputFormat, type PreparedTemplate, type TemplateWindow } from "../../server/src/image";
import { warpIntoQuad } from "../../server/src/image/compose";
import { withEncoder } from "../../server/src/image/encode";
import { normaliseImage, prepareArtwork } from "../../server/src/image/prepare";
import { createLocalStorage } from "../../server/src/lib/storage";
import { artworkKeys } from "../../server/src/modules/rendering";
import { chooseArtworkSource } from "../../server/src/modules/rendering/choose-artwork-source";
import { renderFullMockup } from "../../server/src/modules/rendering/render-full-mockup";
import { templateKeys } from "../../server/src/modules/templates/template-files";

/**
 * A full-resolution export as the server makes it (stored template and art copies read from
 * storage, `renderFullMockup`), next to sharp alone doing the same pixels: decode the same stored
 * art copy, resize it to each window (warped into angled ones with the engine's warp: sharp has
 * no perspective transform), composite it under the same stored template, encode with the same
 * settings. Only what the server adds (source choice, fit and bleed, the JPEG background
 * logic, budget, finding the stored files, which libvips then reads by path) separates the two.
 */
export async function fullExportFixture(template: PreparedTemplate, upload: Buffer) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-full-export-"));
  const storage = createLocalStorage(dataDir);
  const file = `bench-${Math.random().toString(36).slice(2)}.png`;
  await storage.put(templateKeys(file).full, template.image.data, "image/png");
  const prepared = await prepareArtwork(upload);
  const original = await normaliseImage(upload, ARTWORK_LIMITS, "auto");
  const id = "bench-artwork";
  await storage.put(artworkKeys(id).original, original.data, original.contentType);
  await storage.put(artworkKeys(id).working, prepared.working.data, prepared.working.contentType);
  const artwork = { id, width: prepared.width, height: prepared.height } as ArtworkRow;
  const renderable = { row: undefined as never, file, keys: templateKeys(file), version: "bench", width: template.width, height: template.height, windows: template.windows };
  const source = chooseArtworkSource(artwork, template.windows, 1, "expand");
  const art = (await storage.get(artworkKeys(id)[source]))!;
  const stored = template.image.data;
  const canvas = { width: template.width, height: template.height };

  const layer = async (window: TemplateWindow): Promise<OverlayOptions | null> => {
    if (window.rectangular) {
      const { x, y, width, height } = window.box;
      const { data, info } = await sharp(art).resize(width, height, { fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
      return { input: data, raw: { width: info.width, height: info.height, channels: info.channels }, left: x, top: y, blend: "dest-over" };
    }
    const size = measureWindow(window);
    const { data, info } = await sharp(art).resize(Math.round(size.width), Math.round(size.height), { fit: "fill" }).raw().toBuffer({ resolveWithObject: true });
    const warped = await warpIntoQuad({ data, width: info.width, height: info.height, channels: 3 }, window.quad, BLEED_PX, canvas);
    if (!warped) return null;
    const { image } = warped;
    return { input: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength), raw: { width: image.width, height: image.height, channels: image.channels }, left: warped.left, top: warped.top, blend: "dest-over" };
  };
  return {
    source,
    server: (format: OutputFormat) => renderFullMockup(storage, artwork, renderable, { fit: "expand", format }),
    sharpAlone: async (format: OutputFormat) => {
      const layers = (await Promise.all(template.windows.map(layer))).flatMap((l) => (l ? [l] : []));
      return withEncoder(sharp(stored).composite(layers), format, "export").toBuffer();
    },
    dispose: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

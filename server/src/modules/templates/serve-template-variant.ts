import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import { downscaleImage } from "../../image";
import { notFound } from "../../lib/errors";
import { IMMUTABLE, serveFile } from "../../lib/serve-file";
import { templateKeys } from "./template-files";

/** The widths a page may ask a template image at (`srcset`): a few, so each is made once and kept. */
export const VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

const variantKey = (file: string, width: VariantWidth) => `templates/variants/${file.replace(/\.\w+$/, "")}-${width}.webp`;

/** Variants being made now: a burst of first requests makes each one once. */
const making = new Map<string, Promise<void>>();

/**
 * A template image at one of the page widths, as WebP (never enlarged): made from the full image
 * on first request, stored, and served from storage from then on, cacheable for ever.
 */
export async function serveTemplateVariant(c: Context<AppEnv>, file: string, width: VariantWidth) {
  const { storage } = c.var.deps;
  const key = variantKey(file, width);
  if (!(await storage.exists(key))) {
    let made = making.get(key);
    if (!made) {
      made = makeVariant(c, file, key, width).finally(() => making.delete(key));
      making.set(key, made);
    }
    await made;
  }
  return serveFile(c, key, IMMUTABLE);
}

async function makeVariant(c: Context<AppEnv>, file: string, key: string, width: VariantWidth) {
  const { storage } = c.var.deps;
  const full = await storage.get(templateKeys(file).full);
  if (!full) throw notFound("Image not found");
  const image = await downscaleImage(full, { maxWidth: width }, "webp", "preview");
  await storage.put(key, image.data, image.contentType);
}

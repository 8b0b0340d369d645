import { eq } from "drizzle-orm";
import { parseTemplateName } from "@shared/templates";
import type { AppDeps } from "../../lib/context";
import { templates } from "../../db/schema";
import { prepareTemplate } from "../../image";
import { generateHomepageTemplate, iterateStarterTemplates } from "../../starter-catalogue";
import { applyNamedAspect } from "./apply-named-aspect";
import { claimSeeding, touchSeeding } from "./claim-seeding";
import { storeTemplateImages } from "./store-template-images";
import { templateImageUrl, templateKeys } from "./template-files";

/** The app_state row that claims the install and records when it is done. */
export const STARTER_SEED_KEY = "starter-catalogue";
/** Stored as starter-01.png, starter-02.png, …: fixed names, so a resumed run adds no twins. */
export const STARTER_FILE_PREFIX = "starter-";
/** "small" renders at this share of full size: a test server is ready in seconds. */
const SMALL_SCALE = 0.3;
export const HOMEPAGE_FILE = "homepageTemplate.jpg";

/**
 * Installs the starter catalogue (and the landing page's hero image) on a first start. Runs in
 * the background; several instances may call it at once — one claims the work, and each
 * template is skipped if a row for its fixed file name exists, so a resumed run adds no twins.
 */
export async function seedStarterCatalogue(deps: AppDeps, log: (msg: string) => void = () => {}): Promise<void> {
  const { db, storage, config } = deps;
  if (config.starterCatalogue === "off" || !(await claimSeeding(db, STARTER_SEED_KEY))) return;
  const scale = config.starterCatalogue === "small" ? SMALL_SCALE : 1;
  const started = performance.now();

  const hero = templateKeys(HOMEPAGE_FILE).full;
  if (!(await storage.exists(hero))) await storage.put(hero, await generateHomepageTemplate({ scale }), "image/jpeg");

  let added = 0;
  for await (const starter of iterateStarterTemplates({ scale })) {
    const file = `${STARTER_FILE_PREFIX}${String(starter.index + 1).padStart(2, "0")}.png`;
    const imageUrl = templateImageUrl(file);
    const [existing] = await db.select({ id: templates.id }).from(templates).where(eq(templates.imageUrl, imageUrl)).limit(1);
    if (existing) continue;
    const { wall } = starter;
    const prepared = await prepareTemplate(starter.png, { background: true, bareWall: wall !== undefined });
    await storeTemplateImages(storage, file, prepared);
    // A bare wall's name has no ratio or colour ("Mockup #29 - Living Room"): its fields come from the catalogue.
    const parsed = wall ? { aspectRatio: null, color: null, roomType: starter.roomType.toLowerCase() } : parseTemplateName(starter.name);
    await db.insert(templates).values({
      name: starter.name,
      imageUrl,
      category: starter.category,
      featured: starter.featured,
      aspectRatio: wall ? null : (parsed.aspectRatio ?? prepared.aspectRatio),
      color: parsed.color,
      roomType: parsed.roomType,
      width: prepared.width,
      height: prepared.height,
      windows: applyNamedAspect(prepared.windows, parsed.aspectRatio),
      pxPerCm: wall?.pxPerCm ?? null,
      wallAnchor: wall ? [wall.anchor[0], wall.anchor[1]] : null,
      defaultSize: wall?.defaultSize ?? null,
    });
    await touchSeeding(db, STARTER_SEED_KEY, "running");
    added++;
  }
  await touchSeeding(db, STARTER_SEED_KEY, "done");
  log(`Starter catalogue: ${added} templates installed in ${Math.round(performance.now() - started)} ms`);
}

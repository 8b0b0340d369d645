import { eq } from "drizzle-orm";
import { parseTemplateName } from "@shared/templates";
import type { AppDeps } from "../../lib/context";
import { reportProgress } from "../../lib/report-progress";
import { templates } from "../../db/schema";
import { STARTER_TEMPLATE_COUNT, builtStarterCache, preparedCatalogue, type PreparedStarter, type StarterCacheLocation } from "../../starter-catalogue";
import { applyNamedAspect } from "./apply-named-aspect";
import { claimSeeding, touchSeeding } from "./claim-seeding";
import { storeTemplateImages } from "./store-template-images";
import { templateImageUrl, templateKeys } from "./template-files";

/** The app_state row that claims the install and records when it is done. */
export const STARTER_SEED_KEY = "starter-catalogue";
/** Stored as starter-01.png, starter-02.png, …: fixed names, so a resumed run adds no twins. */
export const STARTER_FILE_PREFIX = "starter-";
export const HOMEPAGE_FILE = "homepageTemplate.jpg";

/** How each source ends the log line: where the rooms came from. */
const SOURCE_NOTE = {
  cache: "prepared before, copied from dist/starter-catalogue",
  preparing: "prepared now, and kept in dist/starter-catalogue for the next first start",
  drawn: "drawn at start",
} as const;

/**
 * Installs the starter catalogue (and the landing page's hero image) on a first start. Runs in
 * the background; several instances may call it at once — one claims the work, and each
 * template is skipped if a row for its fixed file name exists, so a resumed run adds no twins.
 * A built server copies the files `npm run build` prepared (`cache`), or has them prepared in the
 * background and installs each as it is ready; from source the rooms are drawn here. `log` hears
 * the progress ("Installing the starter catalogue 20/38…") and the result.
 */
export async function seedStarterCatalogue(
  deps: AppDeps,
  log: (msg: string) => void = () => {},
  cache: StarterCacheLocation | null = builtStarterCache(),
): Promise<void> {
  const { db, storage, config } = deps;
  if (config.starterCatalogue === "off" || !(await claimSeeding(db, STARTER_SEED_KEY))) return;
  const catalogue = preparedCatalogue(config.starterCatalogue, cache, log);
  const started = performance.now();
  const step = reportProgress(log, catalogue.source === "cache" ? "Installing the starter catalogue" : "Preparing starter rooms", STARTER_TEMPLATE_COUNT);

  const hero = templateKeys(HOMEPAGE_FILE).full;
  if (!(await storage.exists(hero))) await storage.put(hero, await catalogue.hero(), "image/jpeg");

  let added = 0;
  const installed = async (index: number) => (await findStarter(deps, index)) !== undefined;
  for await (const starter of catalogue.templates(installed)) {
    // Checked again: another instance may have taken over a stale claim meanwhile.
    if (await installed(starter.info.index)) continue;
    await installStarter(deps, starter);
    await touchSeeding(db, STARTER_SEED_KEY, "running");
    added++;
    // Counted by catalogue position, so a resumed run's line reads as far as the catalogue is.
    step(starter.info.index + 1);
  }
  await touchSeeding(db, STARTER_SEED_KEY, "done");
  log(`Starter catalogue: ${added} templates installed in ${((performance.now() - started) / 1000).toFixed(1)} s (${SOURCE_NOTE[catalogue.source]})`);
}

const starterFile = (index: number) => `${STARTER_FILE_PREFIX}${String(index + 1).padStart(2, "0")}.png`;

async function findStarter({ db }: Pick<AppDeps, "db">, index: number) {
  const [row] = await db.select({ id: templates.id }).from(templates).where(eq(templates.imageUrl, templateImageUrl(starterFile(index)))).limit(1);
  return row;
}

async function installStarter({ db, storage }: Pick<AppDeps, "db" | "storage">, { info, prepared }: PreparedStarter): Promise<void> {
  const file = starterFile(info.index);
  await storeTemplateImages(storage, file, prepared);
  const { wall } = info;
  // A bare wall's name has no ratio or colour ("Mockup #29 - Living Room"): its fields come from the catalogue.
  const parsed = wall ? { aspectRatio: null, color: null, roomType: info.roomType.toLowerCase() } : parseTemplateName(info.name);
  await db.insert(templates).values({
    name: info.name,
    imageUrl: templateImageUrl(file),
    category: info.category,
    featured: info.featured,
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
}

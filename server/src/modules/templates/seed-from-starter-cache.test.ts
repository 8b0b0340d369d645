import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseTemplateName } from "@shared/templates";
import { templates } from "../../db/schema";
import {
  STARTER_TEMPLATE_COUNT,
  generateHomepageTemplate,
  prepareStarterTemplate,
  preparedCatalogue,
  readStarterCache,
  writeStarterCache,
} from "../../starter-catalogue";
import { createTestApp, type TestApp } from "../../test/test-app";
import { applyNamedAspect } from "./apply-named-aspect";
import { readCatalogueStatus } from "./read-catalogue-status";
import { HOMEPAGE_FILE, seedStarterCatalogue } from "./seed-starter-catalogue";
import { fileOfImageUrl, templateKeys } from "./template-files";

/** Small enough to draw the whole catalogue in seconds; the pipeline is the same at every scale. */
const SCALE = 0.1;
const KEY = "sources-of-this-test";

let dir: string;
let t: TestApp;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "starter-cache-"));
  await writeStarterCache(dir, KEY, { sizes: ["small"], scales: { small: SCALE } });
  t = await createTestApp({ starterCatalogue: "small" });
}, 240_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const pixels = async (png: Buffer | null) => (await sharp(png ?? Buffer.alloc(0)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data;

test("a built server installs the prepared catalogue: every template, with the pixels and windows drawing it now gives", async () => {
  const logs: string[] = [];
  await seedStarterCatalogue(t.deps, (m) => logs.push(m), { dir, key: KEY });
  expect(logs.join("\n")).toContain("copied from dist/starter-catalogue");
  const rows = await t.db.select().from(templates).orderBy(asc(templates.id));
  expect(rows).toHaveLength(STARTER_TEMPLATE_COUNT);
  expect(await readCatalogueStatus(t.deps)).toEqual({ status: "ready", installed: STARTER_TEMPLATE_COUNT, total: STARTER_TEMPLATE_COUNT });
  // The first template, an angled one and a pair, each against a fresh draw at the same scale.
  const angled = rows.findIndex((r) => r.windows?.some((w) => !w.rectangular));
  const pair = rows.findIndex((r) => (r.windows?.length ?? 0) >= 2);
  expect(angled).toBeGreaterThan(0);
  expect(pair).toBeGreaterThan(0);
  for (const index of [0, angled, pair]) {
    const row = rows[index]!;
    const live = await prepareStarterTemplate(index, SCALE);
    expect(row.name).toBe(live.info.name);
    expect(row.windows).toEqual(applyNamedAspect(live.prepared.windows, parseTemplateName(live.info.name).aspectRatio));
    const keys = templateKeys(fileOfImageUrl(row.imageUrl)!);
    expect(await pixels(await t.deps.storage.get(keys.full))).toEqual(await pixels(live.prepared.image.data));
    expect(await pixels(await t.deps.storage.get(keys.preview))).toEqual(await pixels(live.prepared.preview.data));
    expect(await pixels(await t.deps.storage.get(keys.thumbnail))).toEqual(await pixels(live.prepared.thumbnail.data));
  }
  const hero = await t.deps.storage.get(templateKeys(HOMEPAGE_FILE).full);
  expect(hero?.equals(await generateHomepageTemplate({ scale: SCALE }))).toBe(true);
}, 240_000);

test("a cache built from other sources, for another size or with a file missing is not used: the rooms are drawn instead", () => {
  expect(preparedCatalogue("small", { dir, key: KEY }).source).toBe("cache");
  expect(preparedCatalogue("small", { dir, key: "other-sources" }).source).toBe("drawn");
  expect(preparedCatalogue("full", { dir, key: KEY }).source).toBe("drawn");
  expect(preparedCatalogue("small", null).source).toBe("drawn");
  const manifest = readStarterCache({ dir, key: KEY }, "small")!;
  const file = path.join(dir, "files", manifest.templates.at(-1)!.thumbnail.file);
  renameSync(file, `${file}.gone`);
  try {
    expect(preparedCatalogue("small", { dir, key: KEY }).source).toBe("drawn");
  } finally {
    renameSync(`${file}.gone`, file);
  }
});

test("rebuilding with the same sources reuses the cache; other sources replace it and drop the old files", async () => {
  expect(await writeStarterCache(dir, KEY, { sizes: ["small"], scales: { small: SCALE } })).toEqual([]);
  const before = new Set(readdirSync(path.join(dir, "files")));
  // Same pixels under a new key: the content-addressed files are kept, only the manifest changes.
  expect(await writeStarterCache(dir, "new-sources", { sizes: ["small"], scales: { small: SCALE } })).toEqual(["small"]);
  expect(new Set(readdirSync(path.join(dir, "files")))).toEqual(before);
  expect(readStarterCache({ dir, key: KEY }, "small")).toBeNull();
  expect(readStarterCache({ dir, key: "new-sources" }, "small")?.templates).toHaveLength(STARTER_TEMPLATE_COUNT);
  // A different drawing (another scale here) leaves none of the old files behind.
  await writeStarterCache(dir, "newer-sources", { sizes: ["small"], scales: { small: SCALE / 2 } });
  expect([...before].filter((f) => existsSync(path.join(dir, "files", f)))).toEqual([]);
}, 240_000);

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { templates } from "../../db/schema";
import { fromRoot } from "../../lib/project-root";
import { STARTER_SCALES, STARTER_TEMPLATE_COUNT, generateHomepageTemplate, preparedCatalogue, readStarterCache } from "../../starter-catalogue";
import { createTestApp, type TestApp } from "../../test/test-app";
import { readCatalogueStatus } from "./read-catalogue-status";
import { HOMEPAGE_FILE, seedStarterCatalogue } from "./seed-starter-catalogue";
import { templateKeys } from "./template-files";

// A built server without the prepared catalogue (a fresh clone's `npm start` skips it) runs the
// build's program in the background and installs each room as it lands in the cache. Here the
// program runs from source under tsx, at the small size.
const PROGRAM = fromRoot("server", "src", "build-starter-catalogue.ts");
const KEY = "sources-of-this-test";

let dir: string;
const apps: TestApp[] = [];
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "starter-preparing-"));
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  rmSync(dir, { recursive: true, force: true });
});

const app = async () => {
  const t = await createTestApp({ starterCatalogue: "small" });
  apps.push(t);
  return t;
};

test("without the prepared catalogue, the rooms are prepared in the background, installed as they land, and kept for the next first start", async () => {
  const t = await app();
  const location = { dir, key: KEY, program: PROGRAM };
  expect(preparedCatalogue("small", location).source).toBe("preparing");
  const logs: string[] = [];
  // While it runs the catalogue fills in: the status is read between installs.
  const seen = new Set<number>();
  const watch = setInterval(() => void readCatalogueStatus(t.deps).then((s) => seen.add(s.installed)), 50);
  try {
    await seedStarterCatalogue(t.deps, (m) => logs.push(m), location);
  } finally {
    clearInterval(watch);
  }
  const rows = await t.db.select().from(templates).orderBy(asc(templates.id));
  expect(rows).toHaveLength(STARTER_TEMPLATE_COUNT);
  // The preparer writes its cache's index after its last room: on a loaded machine a moment after the last install.
  const cache = await vi.waitFor(() => readStarterCache(location, "small") ?? Promise.reject(new Error("the cache is not written yet")), { timeout: 60_000, interval: 200 });
  // Installed in catalogue order, whichever worker finished first.
  expect(rows.map((r) => r.name)).toEqual(cache.templates.map((c) => c.info.name));
  expect(await t.deps.storage.exists(templateKeys(HOMEPAGE_FILE).full)).toBe(true);
  expect([...seen].some((n) => n > 0 && n < STARTER_TEMPLATE_COUNT)).toBe(true);
  expect(logs[0]).toBe(`Preparing starter rooms 1/${STARTER_TEMPLATE_COUNT}…`);
  expect(logs).toContain(`Preparing starter rooms ${STARTER_TEMPLATE_COUNT}/${STARTER_TEMPLATE_COUNT}`);
  expect(logs.at(-1)).toMatch(/^Starter catalogue: 38 templates installed in [\d.]+ s \(prepared now/);

  // The next fresh data directory copies the files the background run left.
  expect(preparedCatalogue("small", location).source).toBe("cache");
  const next = await app();
  const nextLogs: string[] = [];
  await seedStarterCatalogue(next.deps, (m) => nextLogs.push(m), location);
  expect(await next.db.select().from(templates)).toHaveLength(STARTER_TEMPLATE_COUNT);
  expect(nextLogs.at(-1)).toContain("copied from dist/starter-catalogue");
}, 300_000);

test("a preparer that fails (a cache folder it cannot write, a crash) leaves the rooms to be drawn here, in order", async () => {
  const failing = path.join(dir, "failing-preparer.mjs");
  writeFileSync(failing, "process.exit(3);\n");
  const warnings: string[] = [];
  const catalogue = preparedCatalogue("small", { dir: path.join(dir, "elsewhere"), key: KEY, program: failing }, (w) => warnings.push(w));
  expect(catalogue.source).toBe("preparing");
  expect((await catalogue.hero()).equals(await generateHomepageTemplate({ scale: STARTER_SCALES.small }))).toBe(true);
  const first: number[] = [];
  for await (const starter of catalogue.templates(async (i) => i === 0)) {
    first.push(starter.info.index);
    if (first.length === 2) break;
  }
  expect(first).toEqual([1, 2]);
  // Said once, not per room.
  expect(warnings).toEqual([
    "Preparing the starter rooms in the background failed (preparing the starter rooms stopped (exit code 3)): drawing them here instead.",
  ]);
}, 120_000);

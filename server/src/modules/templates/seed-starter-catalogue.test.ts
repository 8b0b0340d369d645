import { afterAll, beforeAll, expect, test } from "vitest";
import { templates } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { readCatalogueStatus } from "./read-catalogue-status";
import { HOMEPAGE_FILE, seedStarterCatalogue } from "./seed-starter-catalogue";
import { templateKeys } from "./template-files";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ starterCatalogue: "small" });
});
afterAll(() => t.close());

test("installs at least 24 templates once, even when instances race, and never again", async () => {
  await Promise.all([seedStarterCatalogue(t.deps), seedStarterCatalogue(t.deps)]);
  const rows = await t.db.select().from(templates);
  expect(await readCatalogueStatus(t.deps)).toEqual({ status: "ready", installed: rows.length, total: rows.length });
  expect(rows.length).toBeGreaterThanOrEqual(24);
  expect(new Set(rows.map((r) => r.imageUrl)).size).toBe(rows.length);
  expect(rows.every((r) => r.origin === "drawn")).toBe(true);
  expect(await t.deps.storage.exists(templateKeys(HOMEPAGE_FILE).full)).toBe(true);

  const angled = rows.filter((r) => r.windows?.some((w) => !w.rectangular));
  expect(angled.length).toBeGreaterThanOrEqual(4);
  expect(rows.some((r) => (r.windows?.length ?? 0) >= 2)).toBe(true);
  // Framed-window templates carry ratio, colour and room in their names; bare walls only the room, and their scale.
  const framed = rows.filter((r) => r.pxPerCm === null);
  const walls = rows.filter((r) => r.pxPerCm !== null);
  for (const r of framed) expect(r.name).toMatch(/^Mockup #\d+ - \d+x\d+ - [A-Za-z ]+ - [A-Za-z ]+$/);
  expect(walls.length).toBeGreaterThanOrEqual(8);
  for (const r of walls) {
    expect(r.name).toMatch(/^Mockup #\d+ - [A-Za-z ]+$/);
    expect(r).toMatchObject({ windows: [], aspectRatio: null, color: null, roomType: expect.any(String), defaultSize: expect.stringMatching(/^\d+x\d+cm$/) });
    expect(r.wallAnchor).toHaveLength(2);
  }
  expect(new Set(rows.map((r) => r.roomType)).size).toBeGreaterThanOrEqual(3);
  expect(new Set(rows.map((r) => r.color)).size).toBeGreaterThanOrEqual(3);

  // The admin empties the catalogue: a restart must not bring the starters back.
  await t.db.delete(templates);
  await seedStarterCatalogue(t.deps);
  expect(await t.db.select().from(templates)).toHaveLength(0);
}, 240_000);

test("the listed templates serve their images", async () => {
  const c = t.client();
  expect((await c.get(`/api/templates/images/${HOMEPAGE_FILE}`)).headers.get("content-type")).toBe("image/jpeg");
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { catalogueStatusSchema } from "@shared/templates";
import { appState, templates } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { STARTER_SEED_KEY } from "./seed-starter-catalogue";
import { templateImageUrl } from "./template-files";

let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({ starterCatalogue: "small" });
  off = await createTestApp({ starterCatalogue: "off" });
});
afterAll(async () => {
  await t.close();
  await off.close();
});

async function status(app: TestApp) {
  const res = await app.client().get("/api/templates/catalogue-status");
  expect(res.status).toBe(200);
  return catalogueStatusSchema.parse(await res.json());
}

const starterRow = (n: number) => ({ name: `Mockup #${n}`, imageUrl: templateImageUrl(`starter-${String(n).padStart(2, "0")}.png`) });

test("counts the starter templates in the database while the claim row says running, then reports ready", async () => {
  const before = await status(t);
  expect(before).toMatchObject({ status: "installing", installed: 0 });
  expect(before.total).toBeGreaterThanOrEqual(24);

  await t.db.insert(appState).values({ key: STARTER_SEED_KEY, value: "running" });
  // Two starters drawn so far, plus an admin's own template that is not part of the install.
  await t.db.insert(templates).values([starterRow(1), starterRow(2), { name: "Mine", imageUrl: templateImageUrl("own.png") }]);
  expect(await status(t)).toEqual({ status: "installing", installed: 2, total: before.total });

  await t.db.update(appState).set({ value: "done" }).where(eq(appState.key, STARTER_SEED_KEY));
  expect(await status(t)).toEqual({ status: "ready", installed: before.total, total: before.total });
});

test("with the starter catalogue switched off there is nothing to wait for", async () => {
  expect(await status(off)).toEqual({ status: "ready", installed: 0, total: 0 });
});

test("is documented in the OpenAPI description", async () => {
  const doc = (await (await t.client().get("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
  expect(doc.paths["/api/templates/catalogue-status"]).toBeDefined();
});

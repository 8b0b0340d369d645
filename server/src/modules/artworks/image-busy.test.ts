import { afterAll, beforeAll, expect, test } from "vitest";
import { artworks } from "../../db/schema";
import { IMAGE_BUSY_MESSAGE, imageBudget, type ImageBudgetLimits } from "../../image";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { createTestApp, type TestApp } from "../../test/test-app";
import { postImage, storedKeys } from "./testing/test-files";

let t: TestApp;
let previous: ImageBudgetLimits;
beforeAll(async () => {
  t = await createTestApp();
  // A tiny budget and a short wait, so one held job fills it and the test need not wait 10 s.
  previous = imageBudget.configure({ pixels: 1_000_000, maxWaitMs: 50 });
});
afterAll(async () => {
  imageBudget.configure(previous);
  await t.close();
});

test("an upload past the image budget waits briefly, then gets 503 with Retry-After and leaves nothing behind", async () => {
  const art = await encodeFixture(drawQuadrantArtwork(900, 600), "jpeg");
  let release!: () => void;
  const held = imageBudget.run(1_000_000, () => new Promise<void>((resolve) => (release = resolve)));

  const busy = await postImage(t.client(), "/api/artworks", art, "art.jpg", "image/jpeg");
  expect(busy.status).toBe(503);
  expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(await busy.json()).toEqual({ message: IMAGE_BUSY_MESSAGE, code: "busy" });
  expect(await t.db.select().from(artworks)).toEqual([]);
  expect(storedKeys(t.deps.config.dataDir, "artworks")).toEqual([]);

  release();
  await held;
  expect((await postImage(t.client(), "/api/artworks", art, "art.jpg", "image/jpeg")).status).toBe(201);
});

import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { TemplateRow } from "../../db/schema";
import { renderPool } from "../../image/render-pool";
import type { TestApp, TestClient } from "../../test/test-app";
import { createArtworkKit, exportUrl, imagesUsed, previewUrl, uploadArtwork } from "./testing/artwork-kit";

let t: TestApp;
let small: TemplateRow;
let large: TemplateRow;
let artJpeg: Buffer;
let alice: TestClient;
const defaults = renderPool.configure({});

beforeAll(async () => {
  ({ t, small, large, artJpeg, alice } = await createArtworkKit());
});
afterEach(() => {
  renderPool.configure(defaults);
});
afterAll(() => t.close());

test("a preview past its time budget is stopped and answered 503 render_timeout; the next one renders", async () => {
  const art = await uploadArtwork(alice, artJpeg);
  renderPool.configure({ lightTimeoutMs: 1 });
  const res = await alice.get(previewUrl(art.id, small.id, "fill"));
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ code: "render_timeout", message: expect.stringContaining("took too long to render") });
  renderPool.configure(defaults);
  expect((await alice.get(previewUrl(art.id, small.id, "fill"))).status).toBe(200);
});

test("a full-size download past its time budget is 503 render_timeout and costs the free plan nothing", async () => {
  const art = await uploadArtwork(alice, artJpeg);
  const before = await imagesUsed(t.db, "alice@example.com");
  renderPool.configure({ heavyTimeoutMs: 1 });
  const res = await alice.get(exportUrl(art.id, large.id, "?fit=expand"));
  expect(res.status).toBe(503);
  expect(await res.json()).toMatchObject({ code: "render_timeout" });
  expect(await imagesUsed(t.db, "alice@example.com")).toBe(before);
});

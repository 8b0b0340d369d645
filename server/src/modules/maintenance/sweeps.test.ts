import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { templateUploads } from "../../db/schema";
import { makeTestTemplate } from "../../starter-catalogue";
import { ADMIN_EMAIL, createTestApp, markEmailVerified, type TestApp, type TestClient } from "../../test/test-app";
import { sweepUnsavedMockupUploads } from "../mockups/sweep-unsaved-uploads";
import { sweepUnusedTemplateUploads } from "../templates/sweep-unused-template-uploads";

let t: TestApp;
let user: TestClient;
const inTwoDays = () => new Date(Date.now() + 2 * 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  user = t.client();
  await user.register("sweeper@example.com");
});
afterAll(() => t.close());

async function uploadTo(client: TestClient, path: string, png: Buffer) {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "x.png");
  const res = await client.request("POST", path, { body: form });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as { imageUrl: string };
}

test("mockup images nobody saved go after a day; saved ones stay", async () => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } }).png().toBuffer();
  const abandoned = await uploadTo(user, "/api/mockups/upload", png);
  const kept = await uploadTo(user, "/api/mockups/upload", png);
  expect((await user.post("/api/mockups", { name: "Kept", imageUrl: kept.imageUrl, templateId: null, artworkUrl: null })).status).toBe(201);

  expect(await sweepUnsavedMockupUploads(t.deps)).toBe(0); // nothing is a day old yet
  expect(await sweepUnsavedMockupUploads(t.deps, inTwoDays())).toBe(1);
  expect((await user.post("/api/mockups", { name: "Late", imageUrl: abandoned.imageUrl })).status).toBe(400);
  const [saved] = (await (await user.get("/api/mockups")).json()) as { downloadUrl: string }[];
  expect((await user.get(saved!.downloadUrl)).status).toBe(200);
});

test("template uploads never turned into templates go after a day, with their files", async () => {
  const admin = t.client();
  await admin.register(ADMIN_EMAIL);
  await markEmailVerified(t.db, ADMIN_EMAIL);
  const png = await makeTestTemplate({ width: 300, height: 200, windows: [[[100, 50], [200, 50], [200, 150], [100, 150]]] });
  const { imageUrl } = await uploadTo(admin, "/api/templates/upload", png);
  expect((await t.client().get(imageUrl)).status).toBe(200);

  expect(await sweepUnusedTemplateUploads(t.deps)).toBe(0);
  expect(await sweepUnusedTemplateUploads(t.deps, inTwoDays())).toBe(1);
  expect(await t.db.select().from(templateUploads)).toEqual([]);
  expect((await t.client().get(imageUrl)).status).toBe(404);
  expect((await admin.post("/api/templates", { name: "Too late", imageUrl })).status).toBe(400);
});

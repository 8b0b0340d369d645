import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Template, TemplateUploadResponse, TemplateWindows } from "@shared/templates";
import { templateUploads, templates } from "../../db/schema";
import { drawQuadrantArtwork, LIT_TOLERANCE, quadrantOf } from "../../image/fixtures/draw-artwork";
import { drawWallPhoto } from "../../image/fixtures/draw-wall-photo";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { pixelAt, readPixels } from "../../image/fixtures/read-pixels";
import { cornerError } from "../../image/fixtures/wall-cases";
import type { Point } from "../../image";
import { makeTestTemplate } from "../../starter-catalogue";
import { ADMIN_EMAIL, createTestApp, markEmailVerified, type TestApp, type TestClient } from "../../test/test-app";
import { uploadArtwork } from "../artworks/testing/artwork-kit";
import { storedKeys } from "../artworks/testing/test-files";

let t: TestApp;
let admin: TestClient;
let user: TestClient;
let framedJpeg: Buffer;
let bareJpeg: Buffer;

/** The picture hanging on the generated wall (600 × 400): what detection must find. */
const TRUTH: Point[] = [
  [220, 90],
  [390, 100],
  [385, 280],
  [225, 290],
];

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.register(ADMIN_EMAIL);
  await markEmailVerified(t.db, ADMIN_EMAIL);
  user = t.client();
  await user.register("user@example.com");
  framedJpeg = await encodeFixture(drawWallPhoto({ width: 600, height: 400, seed: 3, frames: [{ inner: TRUTH, frameWidth: 14 }], noise: 3 }), "jpeg");
  bareJpeg = await encodeFixture(drawWallPhoto({ width: 600, height: 400, frames: [] }), "jpeg");
});
afterAll(() => t.close());

function upload(client: TestClient, bytes: Uint8Array, query = "") {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "wall.jpg");
  return client.request("POST", `/api/templates/upload${query}`, { body: form });
}

async function uploadPhoto(bytes: Uint8Array = framedJpeg): Promise<TemplateUploadResponse> {
  const res = await upload(admin, bytes);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as TemplateUploadResponse;
}

async function createPhotoTemplate(name: string, windows?: { quad: Point[] }[]): Promise<Template> {
  const { imageUrl } = await uploadPhoto(bareJpeg);
  const res = await admin.post("/api/templates", { name, imageUrl, featured: true, ...(windows ? { windows } : {}) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Template;
}

describe("catalogue templates from opaque photos", () => {
  test("an opaque JPEG is taken: the frame on the wall is found and proposed, detected", async () => {
    const up = await uploadPhoto();
    expect(up).toMatchObject({ width: 600, height: 400, windowCount: up.windows?.length, placement: "over" });
    const best = up.windows![0]!;
    expect(best.detected).toBe(true);
    expect(cornerError(best.quad as Point[], TRUTH, 600, 400)).toBeLessThan(0.015);
  });

  test("the found quad becomes a public, featured catalogue template with the name's filters", async () => {
    const up = await uploadPhoto();
    const res = await admin.post("/api/templates", { name: "Mockup #40 - 4x5 - Oak - Living Room", imageUrl: up.imageUrl, featured: true });
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as Template;
    expect(created).toMatchObject({ placement: "over", featured: true, category: "frame", aspectRatio: "4x5", color: "oak", roomType: "living room" });
    const all = (await (await t.client().get("/api/templates")).json()) as Template[];
    const featured = (await (await t.client().get("/api/templates/featured")).json()) as Template[];
    expect(all.find((x) => x.id === created.id)).toMatchObject({ placement: "over", windowCount: up.windows!.length });
    expect(featured.map((x) => x.id)).toContain(created.id);
    const windows = (await (await admin.get(`/api/templates/${created.id}/windows`)).json()) as TemplateWindows;
    expect(windows.windows[0]).toEqual({ quad: up.windows![0]!.quad, detected: true });
  });

  test("corners the admin corrected on create are stored (not detected) and the ratio is measured from them", async () => {
    const quad: Point[] = [
      [100, 50],
      [340, 50],
      [340, 350],
      [100, 350],
    ];
    const created = await createPhotoTemplate("Hand placed", [{ quad }]);
    expect(created).toMatchObject({ placement: "over", windowCount: 1, aspectRatio: "4x5" });
    const windows = (await (await admin.get(`/api/templates/${created.id}/windows`)).json()) as TemplateWindows;
    expect(windows).toMatchObject({ width: 600, height: 400, windows: [{ quad, detected: false }] });
  });

  test("art is drawn over the photo, in the quad; after the admin moves the quad the preview follows", async () => {
    const created = await createPhotoTemplate("Over the photo", [{ quad: [[60, 60], [300, 60], [300, 340], [60, 340]] }]);
    const art = await uploadArtwork(user, await encodeFixture(drawQuadrantArtwork(300, 200), "jpeg"));
    const preview = async () => {
      const res = await user.get(`/api/artworks/${art.id}/mockups/${created.id}?fit=expand`);
      expect(res.status, await res.clone().text()).toBe(200);
      // Its quad can change under the same URL: the browser must ask again.
      expect(res.headers.get("cache-control")).toContain("no-cache");
      return readPixels(Buffer.from(await res.arrayBuffer()));
    };
    // Preview is 400 × 267, two thirds of the photo.
    let pixels = await preview();
    expect(quadrantOf(pixelAt(pixels, [60, 60]), LIT_TOLERANCE)).toBe("topLeft");
    expect(quadrantOf(pixelAt(pixels, [180, 200]), LIT_TOLERANCE)).toBe("bottomRight");
    expect(quadrantOf(pixelAt(pixels, [330, 60]), LIT_TOLERANCE)).toBeNull(); // the wall, right of the window

    const moved = await admin.put(`/api/templates/${created.id}/windows`, { windows: [{ quad: [[300, 60], [560, 60], [560, 340], [300, 340]] }] });
    expect(moved.status, await moved.clone().text()).toBe(200);
    pixels = await preview();
    expect(quadrantOf(pixelAt(pixels, [60, 60]), LIT_TOLERANCE)).toBeNull();
    expect(quadrantOf(pixelAt(pixels, [230, 60]), LIT_TOLERANCE)).toBe("topLeft");
    expect(quadrantOf(pixelAt(pixels, [350, 200]), LIT_TOLERANCE)).toBe("bottomRight");
    expect((await user.get(`/api/artworks/${art.id}/export/${created.id}?fit=expand`)).status).toBe(200);
  });

  test("the art takes the photo's light (light=keep by default), as in a room; light=off draws it flat", async () => {
    const lit = await encodeFixture(drawWallPhoto({ width: 600, height: 400, frames: [], lightRatio: 2, noise: 0 }), "jpeg");
    const up = await uploadPhoto(lit);
    const res = await admin.post("/api/templates", { name: "Side lit", imageUrl: up.imageUrl, windows: [{ quad: [[120, 60], [480, 60], [480, 300], [120, 300]] }] });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Template;
    const grey = { data: new Uint8Array(300 * 200 * 3).fill(128), width: 300, height: 200, channels: 3 as const };
    const art = await uploadArtwork(user, await encodeFixture(grey, "jpeg"));
    const sides = async (query: string) => {
      const preview = await user.get(`/api/artworks/${art.id}/mockups/${id}?fit=expand${query}`);
      expect(preview.status).toBe(200);
      const pixels = await readPixels(Buffer.from(await preview.arrayBuffer()));
      // The window is x 80–320, y 40–200 in the 400 px preview.
      return [pixelAt(pixels, [95, 120])[0]!, pixelAt(pixels, [305, 120])[0]!] as const;
    };
    const [keepLeft, keepRight] = await sides("");
    const [offLeft, offRight] = await sides("&light=off");
    expect(keepRight / keepLeft).toBeGreaterThan(1.15);
    expect(Math.abs(offRight - offLeft)).toBeLessThanOrEqual(3);
  });

  test.each([
    [[[-5, 10], [200, 10], [200, 200], [10, 200]], "inside the image"],
    [[[10, 10], [200, 200], [200, 10], [10, 200]], "must not cross"],
    [[[10, 10], [300, 10], [60, 60], [10, 300]], "convex"],
    [[[10, 10], [30, 10], [30, 30], [10, 30]], "at least 1 %"],
  ])("quad %j is refused on create and on correction, saying %s; nothing changes", async (quad, rule) => {
    const { imageUrl } = await uploadPhoto(bareJpeg);
    const refused = await admin.post("/api/templates", { name: "Bad corners", imageUrl, windows: [{ quad }] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain(rule);
    // The upload was not consumed: the admin can correct the corners and try again.
    const retried = await admin.post("/api/templates", { name: "Good corners", imageUrl });
    expect(retried.status).toBe(201);
    const { id } = (await retried.json()) as Template;
    const before = await (await admin.get(`/api/templates/${id}/windows`)).json();
    const res = await admin.put(`/api/templates/${id}/windows`, { windows: [{ quad }] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(rule);
    expect(await (await admin.get(`/api/templates/${id}/windows`)).json()).toEqual(before);
  });

  test("the admin's routes keep the windows' rule too: 12 whole-photo windows are 400 on create and on correction", async () => {
    const whole = Array.from({ length: 12 }, () => ({ quad: [[0, 0], [600, 0], [600, 400], [0, 400]] as Point[] }));
    const { imageUrl } = await uploadPhoto(bareJpeg);
    const refused = await admin.post("/api/templates", { name: "Greedy", imageUrl, windows: whole });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "bad_request", window: 2, message: expect.stringMatching(/^Window 2: /) });
    const created = await createPhotoTemplate("Modest");
    const res = await admin.put(`/api/templates/${created.id}/windows`, { windows: whole });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ window: 2 });
  });

  test("malformed bodies are 400; a cut-out template's windows are not placed by hand; a room is 404", async () => {
    const created = await createPhotoTemplate("Malformed");
    for (const body of [{ windows: [] }, { windows: [{ quad: [[1, 2], [3, 4]] }] }, { windows: "x" }, {}]) {
      expect((await admin.put(`/api/templates/${created.id}/windows`, body)).status).toBe(400);
    }
    const cutOut = await makeTestTemplate({ width: 600, height: 400, windows: [[[200, 100], [400, 100], [400, 260], [200, 260]]] });
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(cutOut)], { type: "image/png" }), "t.png");
    const up = (await (await admin.request("POST", "/api/templates/upload", { body: form })).json()) as TemplateUploadResponse;
    expect(up.placement).toBe("under");
    const quad = [[100, 50], [300, 50], [300, 250], [100, 250]];
    expect((await admin.post("/api/templates", { name: "Cut out", imageUrl: up.imageUrl, windows: [{ quad }] })).status).toBe(400);
    const cut = (await (await admin.post("/api/templates", { name: "Cut out", imageUrl: up.imageUrl })).json()) as Template;
    expect(cut.placement).toBe("under");
    expect((await admin.put(`/api/templates/${cut.id}/windows`, { windows: [{ quad }] })).status).toBe(400);
    expect((await admin.get(`/api/templates/${cut.id}/windows`)).status).toBe(400);
    const room = t.client();
    await room.register("roomy@example.com");
    const roomForm = new FormData();
    roomForm.append("image", new Blob([new Uint8Array(bareJpeg)], { type: "image/jpeg" }), "wall.jpg");
    const { id: roomId } = (await (await room.request("POST", "/api/rooms", { body: roomForm })).json()) as { id: number };
    expect((await admin.put(`/api/templates/${roomId}/windows`, { windows: [{ quad }] })).status).toBe(404);
    expect((await admin.get(`/api/templates/${roomId}/windows`)).status).toBe(404);
    expect((await admin.get(`/api/templates/999999/windows`)).status).toBe(404);
  });

  test("bulk upload (windows=transparent) still refuses a photo without a transparent window, storing nothing", async () => {
    const before = storedKeys(t.deps.config.dataDir, "templates").length;
    const uploads = (await t.db.select().from(templateUploads)).length;
    const res = await upload(admin, framedJpeg, "?windows=transparent");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "no_window", message: expect.stringContaining("No transparent window") });
    expect(storedKeys(t.deps.config.dataDir, "templates")).toHaveLength(before);
    expect(await t.db.select().from(templateUploads)).toHaveLength(uploads);
    expect((await upload(admin, framedJpeg, "?windows=opaque")).status).toBe(400);
  });

  test("only the admin uploads photos and reads or corrects corners: 401 signed out, 403 for a user", async () => {
    const created = await createPhotoTemplate("Guarded");
    const quad = [[100, 50], [300, 50], [300, 250], [100, 250]];
    const calls = [
      (c: TestClient) => upload(c, framedJpeg),
      (c: TestClient) => c.get(`/api/templates/${created.id}/windows`),
      (c: TestClient) => c.put(`/api/templates/${created.id}/windows`, { windows: [{ quad }] }),
    ];
    const rows = JSON.stringify(await t.db.select().from(templates));
    for (const call of calls) {
      expect((await call(t.client())).status).toBe(401);
      expect((await call(user)).status).toBe(403);
    }
    expect(JSON.stringify(await t.db.select().from(templates))).toBe(rows);
  });
});

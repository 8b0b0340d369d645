import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Room } from "@shared/rooms";
import { users } from "../db/schema";
import { MAX_IMAGE_ASPECT } from "../image";
import { exportUrl, previewUrl, type ArtworkJson } from "../modules/artworks/testing/artwork-kit";
import { rect, seedTemplate } from "../modules/artworks/testing/seed-template";
import { postImage } from "../modules/artworks/testing/test-files";
import { ADMIN_EMAIL, createTestApp, markEmailVerified, type TestApp, type TestClient } from "./test-app";

// Issue 24, item 4: shapes that break a thumbnail or a division are refused at upload with a
// clear 400, or they work all the way to a download; never a 500.
let t: TestApp;
let user: TestClient;
let admin: TestClient;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp();
  templateId = (await seedTemplate(t.deps, { name: "Mockup #1 - 3x2 - Black - Hall", width: 600, height: 400, windows: [rect(150, 100, 300, 200)] })).id;
  user = t.client();
  await user.register("odd@example.com");
  // Premium keeps any number of rooms, so every shape can be one.
  await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.email, "odd@example.com"));
  admin = t.client();
  await admin.register(ADMIN_EMAIL);
  await markEmailVerified(t.db, ADMIN_EMAIL);
});
afterAll(() => t.close());

/** A real file of that shape: a plain colour with a darker band, so the encoders have content. */
async function imageFile(width: number, height: number, format: "png" | "jpeg"): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: "#b84" } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
}

const UPLOADS = ["/api/artworks", "/api/rooms", "/api/templates/upload"] as const;

describe("refused at upload", () => {
  test.each([
    [1, 50_000],
    [50_000, 1],
    [1, MAX_IMAGE_ASPECT + 1],
    [MAX_IMAGE_ASPECT + 1, 1],
    [5000, 3],
    [16_400, 800],
  ])("%i × %i is 400 image_shape on every upload route, in PNG and JPEG", async (width, height) => {
    for (const format of ["png", "jpeg"] as const) {
      const bytes = await imageFile(width, height, format);
      for (const url of UPLOADS) {
        const res = await postImage(url === "/api/templates/upload" ? admin : user, url, bytes, `odd.${format}`, `image/${format}`);
        expect(res.status, `${url} ${format}: ${await res.clone().text()}`).toBe(400);
        expect(await res.json()).toEqual({
          code: "image_shape",
          message: `The image is ${width} × ${height} pixels: its longer side may be at most ${MAX_IMAGE_ASPECT} times its shorter side`,
        });
      }
    }
  });
});

describe("accepted, and working to the download", () => {
  test.each([
    [1, 1],
    [2, 1],
    [1, 2],
    [1, MAX_IMAGE_ASPECT],
    [MAX_IMAGE_ASPECT, 1],
    [3, 60],
    [8000, 400],
    [400, 8000],
  ])("%i × %i as artwork and as room: previews, export, save and thumbnails answer 2xx", async (width, height) => {
    const bytes = await imageFile(width, height, "png");
    const art = await postImage(user, "/api/artworks", bytes, "art.png", "image/png");
    expect(art.status, await art.clone().text()).toBe(201);
    const { id } = (await art.json()) as ArtworkJson;

    const roomRes = await postImage(user, "/api/rooms", bytes, "room.png", "image/png");
    expect(roomRes.status, await roomRes.clone().text()).toBe(201);
    const room = (await roomRes.json()) as Room;
    expect((await user.get(room.thumbnailUrl)).status).toBe(200);
    expect((await user.get(room.imageUrl)).status).toBe(200);

    for (const target of [templateId, room.id]) {
      for (const fit of ["expand", "fill", "fit"]) {
        const preview = await user.get(previewUrl(id, target, fit));
        expect(preview.status, `preview ${target} ${fit}: ${await preview.clone().text()}`).toBe(200);
      }
      const download = await user.get(exportUrl(id, target));
      expect(download.status, `export ${target}: ${await download.clone().text()}`).toBe(200);
      const saved = await user.post("/api/mockups", { name: `Odd ${width}x${height}`, artworkId: id, templateId: target, fit: "fill" });
      expect(saved.status, `save ${target}: ${await saved.clone().text()}`).toBe(201);
      const { imageUrl } = (await saved.json()) as { imageUrl: string };
      expect((await user.get(`${imageUrl}?thumbnail=true`)).status).toBe(200);
    }
    // Six renders of a 3.2 MP room with the photo's light matched (compose/match-photo.ts): 14 s on a quiet machine.
  }, 120_000);
});

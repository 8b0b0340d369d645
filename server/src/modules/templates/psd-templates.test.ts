import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Room } from "@shared/rooms";
import type { Template, TemplateUploadResponse } from "@shared/templates";
import { templateUploads } from "../../db/schema";
import { smartObjectLayer } from "../../image/fixtures/build-psd";
import { buildMockupPsd, DESIGN_ID } from "../../image/fixtures/mockup-psd";
import { pixelAt, readPixels } from "../../image/fixtures/read-pixels";
import { ADMIN_EMAIL, createTestApp, markEmailVerified, type TestApp, type TestClient } from "../../test/test-app";
import { uploadArtwork } from "../artworks/testing/artwork-kit";
import { postImage } from "../artworks/testing/test-files";

let t: TestApp;
let admin: TestClient;
let alice: TestClient;
let psd: Buffer;
let greenPng: Buffer;

const storedFiles = () => {
  const root = path.join(t.deps.config.dataDir, "files");
  try {
    return readdirSync(root, { recursive: true }).map(String).sort();
  } catch {
    return [];
  }
};

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.register(ADMIN_EMAIL);
  await markEmailVerified(t.db, ADMIN_EMAIL);
  alice = t.client();
  await alice.register("alice@example.com");
  psd = await buildMockupPsd();
  greenPng = await sharp({ create: { width: 60, height: 60, channels: 3, background: { r: 0, g: 200, b: 0 } } }).png().toBuffer();
});
afterAll(() => t.close());

describe("PSD templates", () => {
  test("the admin uploads a PSD, sees its smart objects, creates the template; exports put the art between its layers", async () => {
    const res = await postImage(admin, "/api/templates/upload", psd, "mockup.psd", "application/octet-stream");
    expect(res.status, await res.clone().text()).toBe(200);
    const upload = (await res.json()) as TemplateUploadResponse;
    expect(upload).toMatchObject({ width: 60, height: 40, windowCount: 1, placement: "over" });
    expect(upload.psd?.smartObjects).toEqual([{ index: 0, name: "Your design", selected: true, thumbnail: expect.stringMatching(/^data:image\/webp;base64,/) }]);
    // Written by ag-psd, not Photoshop: no composite to test against, and the uploader is told.
    expect(upload.psd?.fidelity).toMatchObject({ composite: false, canvas: null });

    const created = await admin.post("/api/templates", { name: "Poster in a room", imageUrl: upload.imageUrl, smartObjects: [0] });
    expect(created.status, await created.clone().text()).toBe(201);
    const template = (await created.json()) as Template;
    expect(template.psd?.smartObjects[0]).toMatchObject({ name: "Your design", selected: true });

    const art = await uploadArtwork(alice, greenPng, "art.png", "image/png");
    const exported = await alice.get(`/api/artworks/${art.id}/export/${template.id}?fit=fill&format=png`);
    expect(exported.status, await exported.clone().text()).toBe(200);
    const pixels = await readPixels(Buffer.from(await exported.arrayBuffer()));
    expect(pixelAt(pixels, [25, 25])).toEqual([0, 100, 0, 255]); // the art under the Multiply shadow, no room light
    expect(pixelAt(pixels, [15, 15])).toEqual([102, 120, 0, 255]); // the tint clipped to the smart object
    expect(pixelAt(pixels, [5, 5])).toEqual([200, 100, 50, 255]);

    const preview = await alice.get(`/api/artworks/${art.id}/mockups/${template.id}?fit=fill`);
    expect(preview.status).toBe(200);
    const small = await readPixels(Buffer.from(await preview.arrayBuffer()));
    const [r, g, b] = pixelAt(small, [25, 25]);
    expect(Math.abs(r! - 0) + Math.abs(g! - 100) + Math.abs(b! - 0)).toBeLessThan(24); // JPEG
  });

  test("a file named .psd that is not one is refused with a reason, and nothing is stored", async () => {
    const before = storedFiles();
    const uploadsBefore = (await t.db.select().from(templateUploads)).length;
    const res = await postImage(admin, "/api/templates/upload", Buffer.from("not a photoshop file at all"), "mockup.psd", "application/octet-stream");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "not_psd", message: expect.stringMatching(/not a Photoshop document/) });
    const linked = await postImage(admin, "/api/templates/upload", await buildMockupPsd({ linked: true }), "linked.psd", "application/octet-stream");
    expect(linked.status).toBe(400);
    expect(await linked.json()).toEqual({ code: "psd_unsupported", message: "Smart object “Your design” is linked to an outside file: in Photoshop use Embed Linked, then save again" });
    expect(storedFiles()).toEqual(before);
    expect((await t.db.select().from(templateUploads)).length).toBe(uploadsBefore);
  });

  test("a smart object reaching past the document is held to the windows' rule: offered disabled with the reason", async () => {
    const offCanvas = smartObjectLayer("Your art", DESIGN_ID, [[50, 30], [70, 30], [70, 50], [50, 50]], { width: 20, height: 20 }, [0, 128, 255, 255]);
    const res = await postImage(admin, "/api/templates/upload", await buildMockupPsd({ layers: (c) => [...c, offCanvas] }), "two.psd", "application/octet-stream");
    expect(res.status, await res.clone().text()).toBe(200);
    const upload = (await res.json()) as TemplateUploadResponse;
    expect(upload.windowCount).toBe(1);
    expect(upload.psd?.smartObjects[1]).toMatchObject({ name: "Your art", selected: false, refusal: "Smart object “Your art” cannot take the art: Every corner must be inside the image (0–60 × 0–40)" });
    const chosen = await admin.post("/api/templates", { name: "Two posters", imageUrl: upload.imageUrl, smartObjects: [0, 1] });
    expect(chosen.status).toBe(400);
    expect(await chosen.json()).toMatchObject({ message: "Smart object “Your art” cannot take the art: Every corner must be inside the image (0–60 × 0–40)" });
  });

  test("the upload streams to storage: a document past 12 000 px is refused from its header (413), a refused room stores nothing", async () => {
    const before = storedFiles();
    const wide = Buffer.from(psd);
    wide.writeUInt32BE(13_000, 18);
    const res = await postImage(admin, "/api/templates/upload", wide, "wide.psd", "application/octet-stream");
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: "image_too_large", message: "The document is 13000 × 40 px (maximum 12000 × 12000)" });
    // The name field comes after the file: the staged PSD is discarded when it is refused.
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(psd)]), "mockup.psd");
    form.append("name", "x".repeat(500));
    const named = await alice.request("POST", "/api/rooms", { body: form });
    expect(named.status).toBe(400);
    expect(storedFiles()).toEqual(before);
  });

  test("a user's PSD becomes a private room; its smart object choice is checked", async () => {
    const res = await postImage(alice, "/api/rooms", psd, "mockup.psd", "application/octet-stream");
    expect(res.status, await res.clone().text()).toBe(201);
    const room = (await res.json()) as Room;
    expect(room.psd?.smartObjects.map((so) => so.selected)).toEqual([true]);
    const wrong = await alice.put(`/api/rooms/${room.id}`, { smartObjects: [3] });
    expect(wrong.status).toBe(400);
    const same = await alice.put(`/api/rooms/${room.id}`, { smartObjects: [0] });
    expect(same.status).toBe(200);
    const art = await uploadArtwork(alice, greenPng, "art.png", "image/png");
    expect((await alice.get(`/api/artworks/${art.id}/mockups/${room.id}?fit=fill`)).status).toBe(200);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { savedMockups, users, type TemplateRow } from "../../db/schema";
import { TEMPLATE_LIMITS, inspectImage } from "../../image";
import { drawQuadrantArtwork, quadrantOf } from "../../image/fixtures/draw-artwork";
import { encodeFixture, makePixelBomb } from "../../image/fixtures/encode-fixture";
import { pixelAt, readPixels } from "../../image/fixtures/read-pixels";
import type { Storage } from "../../lib/storage";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { postImage, storedKeys } from "../artworks/testing/test-files";
import { rect, seedTemplate } from "../artworks/testing/seed-template";
import { deleteTemplate } from "../templates/delete-template";
import { createMockupSchema } from "@shared/mockups";
import { createMockup } from "./create-mockup";

let t: TestApp;
let template: TemplateRow;
let resultPng: Buffer;
let artJpeg: Buffer;
let alice: TestClient;
let bob: TestClient;

type Saved = { id: number; name: string; imageUrl: string; thumbnailUrl: string; downloadUrl: string; templateId: number | null; createdAt: string };

beforeAll(async () => {
  t = await createTestApp();
  template = await seedTemplate(t.deps, { name: "Mockup #3 - 4x3 - White - Office", width: 2800, height: 2100, windows: [rect(700, 500, 1400, 1100)] });
  // What the spec's client uploads: a finished render, here a large PNG.
  resultPng = await encodeFixture(drawQuadrantArtwork(2400, 1800), "png");
  artJpeg = await encodeFixture(drawQuadrantArtwork(1200, 900), "jpeg");
  alice = t.client();
  await alice.register("alice@example.com");
  bob = t.client();
  await bob.register("bob@example.com");
});
afterAll(() => t.close());

const mockupFiles = (userId: number) => storedKeys(t.deps.config.dataDir, `mockups/${userId}`);
const imagesUsed = async (email: string) => (await t.db.select({ n: users.imagesUsed }).from(users).where(eq(users.email, email)))[0]?.n;
const userId = async (client: TestClient) => ((await (await client.get("/api/auth/user")).json()) as { id: number }).id;
const sizeOf = async (res: Response) => inspectImage(new Uint8Array(await res.arrayBuffer()), TEMPLATE_LIMITS);

async function uploadResult(client: TestClient, bytes: Uint8Array = resultPng) {
  const res = await postImage(client, "/api/mockups/upload", bytes, "blob", "image/png");
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { imageUrl: string }).imageUrl;
}

async function saveUploaded(client: TestClient, name = "My Living Room Mockup") {
  const imageUrl = await uploadResult(client);
  const res = await client.post("/api/mockups", { name, imageUrl, templateId: template.id, artworkUrl: null });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Saved;
}

async function saveRendered(client: TestClient, name = "Studio save", fit = "fill") {
  const art = await postImage(client, "/api/artworks", artJpeg, "art.jpg", "image/jpeg");
  expect(art.status).toBe(201);
  const { id: artworkId } = (await art.json()) as { id: string };
  const res = await client.post("/api/mockups", { name, artworkId, templateId: template.id, fit });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Saved;
}

describe("saving", () => {
  test("spec form: upload the result, then create it by name", async () => {
    const imageUrl = await uploadResult(alice);
    expect(imageUrl).toMatch(/^\/api\/mockups\/images\/[A-Za-z0-9_-]{22}\.png$/);
    const res = await alice.post("/api/mockups", { name: "  My Oak Mockup ", imageUrl, templateId: template.id, artworkUrl: null });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as Saved;
    expect(saved).toEqual({
      id: expect.any(Number),
      name: "My Oak Mockup",
      imageUrl,
      thumbnailUrl: `${imageUrl}?thumbnail=true`,
      downloadUrl: `/api/mockups/download/${saved.id}`,
      templateId: template.id,
      options: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    // Saving is never counted.
    expect(await imagesUsed("alice@example.com")).toBe(0);
  });

  test("an upload is saved once, and only by its uploader", async () => {
    const imageUrl = await uploadResult(alice);
    expect((await alice.post("/api/mockups", { name: "One", imageUrl })).status).toBe(201);
    expect((await alice.post("/api/mockups", { name: "Two", imageUrl })).status).toBe(409);
    const other = await uploadResult(alice);
    expect((await bob.post("/api/mockups", { name: "Stolen", imageUrl: other })).status).toBe(400);
    for (const bad of ["/api/templates/images/x.png", "https://example.com/a.png", `/api/mockups/images/${"a".repeat(22)}.png`]) {
      expect((await alice.post("/api/mockups", { name: "Bad", imageUrl: bad })).status).toBe(400);
    }
  });

  test("studio form: the server renders the full-resolution mockup from the artwork", async () => {
    const saved = await saveRendered(alice);
    expect(saved.templateId).toBe(template.id);
    await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.email, "alice@example.com"));
    try {
      const res = await alice.get(saved.downloadUrl);
      expect(res.status).toBe(200);
      const pixels = await readPixels(Buffer.from(await res.arrayBuffer()));
      expect(pixels).toMatchObject({ width: 2800, height: 2100 });
      expect(quadrantOf(pixelAt(pixels, [1000, 800]))).toBe("topLeft");
      expect(quadrantOf(pixelAt(pixels, [1800, 1400]))).toBe("bottomRight");
    } finally {
      await t.db.update(users).set({ subscriptionTier: "free" }).where(eq(users.email, "alice@example.com"));
    }
  });

  test("studio form needs an artwork the user may use and a template that exists", async () => {
    const art = await postImage(alice, "/api/artworks", artJpeg, "art.jpg", "image/jpeg");
    const { id: artworkId } = (await art.json()) as { id: string };
    expect((await bob.post("/api/mockups", { name: "Theirs", artworkId, templateId: template.id })).status).toBe(404);
    expect((await alice.post("/api/mockups", { name: "Gone", artworkId, templateId: 999_999 })).status).toBe(404);
    expect((await alice.post("/api/mockups", { name: "Bad fit", artworkId, templateId: template.id, fit: "stretch" })).status).toBe(400);
  });

  test("an anonymous artwork can be saved after signing in, in the same browser", async () => {
    const visitor = t.client();
    const art = await postImage(visitor, "/api/artworks", artJpeg, "art.jpg", "image/jpeg");
    const { id: artworkId } = (await art.json()) as { id: string };
    expect((await visitor.post("/api/mockups", { name: "Mine", artworkId, templateId: template.id })).status).toBe(401);
    await visitor.register("visitor@example.com");
    expect((await visitor.post("/api/mockups", { name: "Mine", artworkId, templateId: template.id })).status).toBe(201);
  });

  test("signed out: every route is 401", async () => {
    const anon = t.client();
    expect((await postImage(anon, "/api/mockups/upload", resultPng)).status).toBe(401);
    expect((await anon.post("/api/mockups", { name: "x", imageUrl: "/api/mockups/images/a.png" })).status).toBe(401);
    expect((await anon.get("/api/mockups")).status).toBe(401);
    expect((await anon.delete("/api/mockups/1")).status).toBe(401);
    expect((await anon.get(`/api/mockups/images/${"a".repeat(22)}.png`)).status).toBe(401);
    expect((await anon.get("/api/mockups/download/1")).status).toBe(401);
  });

  test.each([
    ["text", 415, async () => new TextEncoder().encode("not an image")],
    ["a pixel bomb", 413, async () => makePixelBomb()],
    ["a truncated PNG", 400, async () => resultPng.subarray(0, resultPng.length >> 1)],
  ])("a bad upload (%s) is %i and stores nothing", async (_name, status, make) => {
    const carol = t.client();
    await carol.register(`carol-${status}@example.com`);
    const res = await postImage(carol, "/api/mockups/upload", await make());
    expect(res.status).toBe(status);
    expect(mockupFiles(await userId(carol))).toEqual([]);
  });
});

describe("nothing half-written", () => {
  const art = async (client: TestClient) => ((await (await postImage(client, "/api/artworks", artJpeg, "a.jpg", "image/jpeg")).json()) as { id: string }).id;

  test("a failed insert removes the rendered files", async () => {
    const dave = t.client();
    const daveId = (await dave.register("dave@example.com")).id;
    const artworkId = await art(dave);
    const failingDb = new Proxy(t.db, {
      get: (target, prop, receiver) =>
        prop === "insert"
          ? () => {
              throw new Error("database down");
            }
          : Reflect.get(target, prop, receiver),
    });
    const owner = { userId: daveId, tokenHash: null };
    const input = createMockupSchema.parse({ name: "Doomed", artworkId, templateId: template.id, fit: "expand" });
    await expect(createMockup({ ...t.deps, db: failingDb }, daveId, owner, input)).rejects.toThrow("database down");
    expect(mockupFiles(daveId)).toEqual([]);
  });

  test("a failed file write leaves no row and no files", async () => {
    const erin = t.client();
    const erinId = (await erin.register("erin@example.com")).id;
    const artworkId = await art(erin);
    const storage: Storage = {
      ...t.deps.storage,
      put: (key, data, type) => (key.includes("/thumbnails/") ? Promise.reject(new Error("disk full")) : t.deps.storage.put(key, data, type)),
    };
    const owner = { userId: erinId, tokenHash: null };
    const input = createMockupSchema.parse({ name: "Doomed", artworkId, templateId: template.id, fit: "expand" });
    await expect(createMockup({ ...t.deps, storage }, erinId, owner, input)).rejects.toThrow("disk full");
    expect(mockupFiles(erinId)).toEqual([]);
    expect(await t.db.select().from(savedMockups).where(eq(savedMockups.userId, erinId))).toEqual([]);
  });
});

describe("gallery", () => {
  test("lists the user's own, newest first", async () => {
    const frank = t.client();
    await frank.register("frank@example.com");
    const first = await saveUploaded(frank, "First");
    const second = await saveRendered(frank, "Second");
    await saveUploaded(bob, "Bob's");
    const res = await frank.get("/api/mockups");
    expect(res.status).toBe(200);
    expect(((await res.json()) as Saved[]).map((m) => m.id)).toEqual([second.id, first.id]);
  });

  test("the image is a ≤ 1200 px display copy, the thumbnail ≤ 400 px wide; both private", async () => {
    const saved = await saveUploaded(alice);
    const display = await alice.get(saved.imageUrl);
    expect(display.status).toBe(200);
    expect(display.headers.get("cache-control")).toMatch(/^private/);
    expect(display.headers.get("content-type")).toBe("image/jpeg");
    expect(await sizeOf(display)).toMatchObject({ width: 1200, height: 900 });
    const thumb = await alice.get(saved.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("cache-control")).toMatch(/^private/);
    expect(await sizeOf(thumb)).toMatchObject({ width: 400, height: 300 });
  });

  test("another user gets 404 for image, thumbnail, download and delete", async () => {
    const saved = await saveUploaded(alice);
    for (const url of [saved.imageUrl, saved.thumbnailUrl, saved.downloadUrl]) expect((await bob.get(url)).status).toBe(404);
    expect((await bob.delete(`/api/mockups/${saved.id}`)).status).toBe(404);
    expect((await alice.get(saved.imageUrl)).status).toBe(200);
    expect(await imagesUsed("bob@example.com")).toBe(0);
  });

  test("a free download is counted, ≤ 2000 px, and named after the mockup", async () => {
    const saved = await saveUploaded(alice, "My Living Room Mockup");
    const before = await imagesUsed("alice@example.com");
    const res = await alice.get(saved.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toContain(`filename="my-living-room-mockup-${saved.id}.png"`);
    expect(await sizeOf(res)).toMatchObject({ format: "png", width: 2000, height: 1500 });
    expect(await imagesUsed("alice@example.com")).toBe(before! + 1);
  });

  test("a JPEG download at a chosen quality: image/jpeg, a .jpg name, the same size, counted once", async () => {
    const saved = await saveUploaded(alice, "Café #1 / Hall");
    const before = await imagesUsed("alice@example.com");
    const res = await alice.get(`${saved.downloadUrl}?format=jpeg&quality=70`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toMatch(new RegExp(`^attachment; filename="cafe-1-hall-${saved.id}\\.jpg"; filename\\*=UTF-8''cafe-1-hall-${saved.id}\\.jpg$`));
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await inspectImage(new Uint8Array(bytes), TEMPLATE_LIMITS)).toMatchObject({ format: "jpeg", width: 2000, height: 1500 });
    expect(await imagesUsed("alice@example.com")).toBe(before! + 1);
    // A lower quality is a smaller file of the same picture.
    const low = await alice.get(`${saved.downloadUrl}?format=jpeg&quality=20`);
    expect((await low.arrayBuffer()).byteLength).toBeLessThan(bytes.length);
    expect(await imagesUsed("alice@example.com")).toBe(before! + 2);
  });

  test("bad format or quality is 400 with a message and code, and not counted", async () => {
    const saved = await saveUploaded(alice);
    const before = await imagesUsed("alice@example.com");
    for (const [query, message] of [
      ["format=gif", "format must be png or jpeg"],
      ["format=jpeg&quality=0", "quality must be a whole number from 1 to 100"],
      ["format=jpeg&quality=101", "quality must be a whole number from 1 to 100"],
      ["format=jpeg&quality=high", "quality must be a whole number from 1 to 100"],
    ]) {
      const res = await alice.get(`${saved.downloadUrl}?${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual({ message, code: "bad_request" });
    }
    expect(await imagesUsed("alice@example.com")).toBe(before);
  });

  test("a premium download is the stored full resolution and not counted", async () => {
    const gina = t.client();
    await gina.register("gina@example.com");
    await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.email, "gina@example.com"));
    const saved = await saveUploaded(gina);
    const res = await gina.get(saved.downloadUrl);
    expect(await sizeOf(res)).toMatchObject({ width: 2400, height: 1800 });
    expect(await imagesUsed("gina@example.com")).toBe(0);
  });

  test("at the free limit a download is 403 and not counted", async () => {
    const hal = t.client();
    await hal.register("hal@example.com");
    const saved = await saveUploaded(hal);
    const limit = t.deps.config.freeDownloadLimit;
    await t.db.update(users).set({ imagesUsed: limit }).where(eq(users.email, "hal@example.com"));
    const res = await hal.get(saved.downloadUrl);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Free tier limit reached", code: "limit_reached", freeLimit: limit, imageCount: limit });
    expect(await imagesUsed("hal@example.com")).toBe(limit);
  });

  test("delete removes the row and its three files", async () => {
    const ivy = t.client();
    const ivyId = (await ivy.register("ivy@example.com")).id;
    const saved = await saveUploaded(ivy);
    expect(mockupFiles(ivyId)).toHaveLength(3);
    const res = await ivy.delete(`/api/mockups/${saved.id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(mockupFiles(ivyId)).toEqual([]);
    expect(await (await ivy.get("/api/mockups")).json()).toEqual([]);
    expect((await ivy.get(saved.imageUrl)).status).toBe(404);
    expect((await ivy.delete(`/api/mockups/${saved.id}`)).status).toBe(404);
  });

  test("deleting the template afterwards leaves saved mockups whole", async () => {
    const own = await seedTemplate(t.deps, { name: "Doomed template", width: 800, height: 600, windows: [rect(200, 150, 400, 300)] });
    const art = await postImage(alice, "/api/artworks", artJpeg, "art.jpg", "image/jpeg");
    const { id: artworkId } = (await art.json()) as { id: string };
    const created = await alice.post("/api/mockups", { name: "Keeps", artworkId, templateId: own.id, fit: "expand" });
    const saved = (await created.json()) as Saved;
    await deleteTemplate(t.db, t.deps.storage, own.id);
    const list = (await (await alice.get("/api/mockups")).json()) as Saved[];
    expect(list.find((m) => m.id === saved.id)).toMatchObject({ name: "Keeps", templateId: own.id });
    expect((await alice.get(saved.imageUrl)).status).toBe(200);
    expect((await alice.get(saved.thumbnailUrl)).status).toBe(200);
    const download = await alice.get(saved.downloadUrl);
    expect(download.status).toBe(200);
    expect(await sizeOf(download)).toMatchObject({ width: 800, height: 600 });
  });
});

describe("saved choices", () => {
  test("a studio save keeps its fit, mat, size and light (a room's window keeps its own frame); GET /api/mockups returns them", async () => {
    const kim = t.client();
    await kim.register("kim@example.com");
    const art = await postImage(kim, "/api/artworks", artJpeg, "art.jpg", "image/jpeg");
    const { id: artworkId } = (await art.json()) as { id: string };
    const res = await kim.post("/api/mockups?light=off", { name: "Walnut", artworkId, templateId: template.id, fit: "fill", frame: "walnut", mat: "white", matWidth: 6, size: "50x70cm" });
    expect(res.status, await res.clone().text()).toBe(201);
    // The frame is the room's own (a walnut one is drawn only on bare walls): the save says what the picture shows.
    const options = { fit: "fill", frame: "none", frameWidth: 2.5, mat: "white", matWidth: 6, size: "50x70cm", light: "off" };
    expect(((await res.json()) as { options: unknown }).options).toEqual(options);
    const list = (await (await kim.get("/api/mockups")).json()) as { name: string; options: unknown }[];
    expect(list.find((m) => m.name === "Walnut")?.options).toEqual(options);
    // Without options a studio save records the defaults it was made with.
    const plain = await kim.post("/api/mockups", { name: "Plain", artworkId, templateId: template.id });
    expect(((await plain.json()) as { options: unknown }).options).toEqual({ fit: "expand", frame: "none", frameWidth: 2.5, mat: "none", matWidth: 5, size: null, light: "keep" });
  });

  test("bad options are a 400 and save nothing", async () => {
    const lee = t.client();
    await lee.register("lee@example.com");
    const art = await postImage(lee, "/api/artworks", artJpeg, "art.jpg", "image/jpeg");
    const { id: artworkId } = (await art.json()) as { id: string };
    for (const [bad, message] of [
      [{ mat: "grey" }, "mat must be one of none, white, ivory, black"],
      [{ size: "0x10cm" }, "size must be at least 1 cm on each side"],
      [{ size: "abc" }, "size must look like 50x70cm"],
      [{ matWidth: 500 }, "matWidth must be between 0.5 and 30 cm"],
      [{ frame: "plastic" }, "frame must be one of none, black"],
    ] as const) {
      const res = await lee.post("/api/mockups", { name: "Bad", artworkId, templateId: template.id, ...bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    expect(await (await lee.get("/api/mockups")).json()).toEqual([]);
  });
});

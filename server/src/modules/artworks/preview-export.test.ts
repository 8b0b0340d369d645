import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users, type TemplateRow } from "../../db/schema";
import { drawQuadrantArtwork, quadrantOf } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { pixelAt, readPixels } from "../../image/fixtures/read-pixels";
import type { TestApp, TestClient } from "../../test/test-app";
import { createArtworkKit, exportUrl, imagesUsed as usedBy, previewUrl, sizeOf, uploadArtwork } from "./testing/artwork-kit";

let t: TestApp;
let small: TemplateRow;
let large: TemplateRow;
let artJpeg: Buffer;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  ({ t, small, large, artJpeg, alice, bob } = await createArtworkKit());
});
afterAll(() => t.close());

const upload = (client: TestClient, bytes: Uint8Array = artJpeg, filename?: string, type?: string) => uploadArtwork(client, bytes, filename, type);
const imagesUsed = (email: string) => usedBy(t.db, email);

describe("preview", () => {
  test("a ≤ 400 px wide JPEG with the art in the window, privately cacheable for good, 304 when unchanged", async () => {
    const art = await upload(alice);
    const res = await alice.get(previewUrl(art.id, small.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const etag = res.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await alice.get(previewUrl(art.id, small.id), { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    // Another fit is another picture: another tag, so the old one does not match.
    const fill = await alice.get(previewUrl(art.id, small.id, "fill"), { "if-none-match": etag! });
    expect(fill.status).toBe(200);
    expect(fill.headers.get("etag")).not.toBe(etag);
    const pixels = await readPixels(Buffer.from(await res.arrayBuffer()));
    expect(pixels.width).toBeLessThanOrEqual(400);
    // The window is (150,100)-(450,300) of 600 × 400: at 400 wide, its top-left quarter is red.
    expect(quadrantOf(pixelAt(pixels, [130, 90]))).toBe("topLeft");
    expect(quadrantOf(pixelAt(pixels, [270, 180]))).toBe("bottomRight");
    // Outside the window the template is untouched.
    expect(quadrantOf(pixelAt(pixels, [20, 20]))).toBeNull();
  });

  test("of a large template is still ≤ 400 px wide; fill and fit work", async () => {
    const art = await upload(alice);
    for (const fit of ["expand", "fill", "fit"]) {
      const res = await alice.get(previewUrl(art.id, large.id, fit));
      expect(res.status).toBe(200);
      expect((await sizeOf(res)).width).toBeLessThanOrEqual(400);
    }
    expect((await alice.get(`/api/artworks/${art.id}/mockups/${large.id}`)).status).toBe(200);
  });

  test("after the first render, previews read no files", async () => {
    const art = await upload(alice);
    expect((await alice.get(previewUrl(art.id, small.id))).status).toBe(200);
    const get = t.deps.storage.get;
    let reads = 0;
    t.deps.storage.get = (key) => {
      reads++;
      return get.call(t.deps.storage, key);
    };
    try {
      for (const fit of ["expand", "fill", "fit", "expand"]) expect((await alice.get(previewUrl(art.id, small.id, fit))).status).toBe(200);
    } finally {
      t.deps.storage.get = get;
    }
    expect(reads).toBe(0);
  });

  test("missing template → 404, invalid fit or template id → 400", async () => {
    const art = await upload(alice);
    expect((await alice.get(previewUrl(art.id, 999_999))).status).toBe(404);
    const bad = await alice.get(previewUrl(art.id, small.id, "stretch"));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "fit must be expand, fill or fit", code: "bad_request" });
    expect((await alice.get(`/api/artworks/${art.id}/mockups/abc`)).status).toBe(400);
  });

  test("another user's artwork, or an unknown id, is 404 for preview and export", async () => {
    const art = await upload(alice);
    for (const url of [previewUrl(art.id, small.id), exportUrl(art.id, small.id)]) {
      const res = await bob.get(url);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Artwork not found", code: "not_found" });
    }
    expect((await alice.get(previewUrl("x".repeat(22), small.id))).status).toBe(404);
    expect((await t.client().get(previewUrl(art.id, small.id))).status).toBe(404);
  });
});

describe("export", () => {
  test("a free user's export is counted once and is ≤ 2000 px on the long side", async () => {
    const art = await upload(alice);
    const before = await imagesUsed("alice@example.com");
    const res = await alice.get(exportUrl(art.id, large.id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    // "Mockup #2 - 3x2 - Oak - Bedroom": no character that needs escaping, so both forms agree.
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="(mockup-2-3x2-oak-bedroom-mockup-\d+\.png)"; filename\*=UTF-8''\1$/);
    expect(await sizeOf(res)).toMatchObject({ format: "png", width: 2000, height: 1333 });
    expect(await imagesUsed("alice@example.com")).toBe(before! + 1);
  });

  test("small templates export at their own size; JPEG on request", async () => {
    const art = await upload(alice);
    const res = await alice.get(exportUrl(art.id, small.id, "?fit=fill&format=jpeg"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("content-disposition")).toMatch(/filename="mockup-1-3x2-black-living-room-mockup-\d+\.jpg"/);
    expect(await sizeOf(res)).toMatchObject({ format: "jpeg", width: 600, height: 400 });
    expect((await alice.get(exportUrl(art.id, small.id, "?format=gif"))).status).toBe(400);
  });

  test("premium exports are full resolution and not counted", async () => {
    const premium = t.client();
    await premium.register("premium@example.com");
    await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.email, "premium@example.com"));
    const art = await upload(premium, await encodeFixture(drawQuadrantArtwork(2400, 1600), "jpeg"));
    const res = await premium.get(exportUrl(art.id, large.id));
    expect(res.status).toBe(200);
    const pixels = await readPixels(Buffer.from(await res.arrayBuffer()));
    expect(pixels).toMatchObject({ width: 3000, height: 2000 });
    expect(quadrantOf(pixelAt(pixels, [900, 600]))).toBe("topLeft");
    expect(await imagesUsed("premium@example.com")).toBe(0);
  });

  test("at the limit: 403 with the plan's numbers, nothing counted, nothing rendered", async () => {
    const capped = t.client();
    await capped.register("capped@example.com");
    const art = await upload(capped);
    const limit = t.deps.config.freeDownloadLimit;
    await t.db.update(users).set({ imagesUsed: limit }).where(eq(users.email, "capped@example.com"));
    const res = await capped.get(exportUrl(art.id, small.id));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Free tier limit reached", code: "limit_reached", freeLimit: limit, imageCount: limit });
    expect(await imagesUsed("capped@example.com")).toBe(limit);
  });

  test("one use left: the next export is the last", async () => {
    const last = t.client();
    await last.register("last@example.com");
    const art = await upload(last);
    const limit = t.deps.config.freeDownloadLimit;
    await t.db.update(users).set({ imagesUsed: limit - 1 }).where(eq(users.email, "last@example.com"));
    expect((await last.get(exportUrl(art.id, small.id))).status).toBe(200);
    expect((await last.get(exportUrl(art.id, small.id))).status).toBe(403);
    expect(await imagesUsed("last@example.com")).toBe(limit);
  });

  test("a failed render is not counted; a cross-site navigation is refused", async () => {
    const art = await upload(alice);
    const before = await imagesUsed("alice@example.com");
    expect((await alice.get(exportUrl(art.id, 999_999))).status).toBe(404);
    const crossSite = await alice.get(exportUrl(art.id, small.id), { "sec-fetch-site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toMatchObject({ code: "cross_site" });
    expect(await imagesUsed("alice@example.com")).toBe(before);
  });
});

describe("export format and quality", () => {
  test("JPEG at a chosen quality: image/jpeg, a .jpg name, counted once per download; lower quality is a smaller file", async () => {
    const art = await upload(alice);
    const before = await imagesUsed("alice@example.com");
    const low = await alice.get(exportUrl(art.id, large.id, "?format=jpeg&quality=30"));
    expect(low.status).toBe(200);
    expect(low.headers.get("content-type")).toBe("image/jpeg");
    expect(low.headers.get("content-disposition")).toMatch(/^attachment; filename="mockup-2-3x2-oak-bedroom-mockup-\d+\.jpg"/);
    const lowBytes = Buffer.from(await low.arrayBuffer());
    expect([...lowBytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await imagesUsed("alice@example.com")).toBe(before! + 1);

    const high = await alice.get(exportUrl(art.id, large.id, "?format=jpeg&quality=100"));
    expect(high.status).toBe(200);
    const highBytes = Buffer.from(await high.arrayBuffer());
    expect(await imagesUsed("alice@example.com")).toBe(before! + 2);
    expect(lowBytes.length).toBeLessThan(highBytes.length * 0.6);
    // Same picture either way: the art is in the window.
    const pixels = await readPixels(lowBytes);
    expect(pixels).toMatchObject({ width: 2000, height: 1333 });
    expect(quadrantOf(pixelAt(pixels, [700, 467]))).toBe("topLeft");
  });

  test("PNG ignores a quality; the default format is still PNG", async () => {
    const art = await upload(alice);
    const res = await alice.get(exportUrl(art.id, small.id, "?format=png&quality=50"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toMatch(/\.png"/);
    expect((await alice.get(exportUrl(art.id, small.id))).headers.get("content-type")).toBe("image/png");
  });

  test.each(["0", "101", "90.5", "abc", "", "-5"])("quality=%j is 400 with a message and code, and nothing is counted", async (quality) => {
    const art = await upload(alice);
    const before = await imagesUsed("alice@example.com");
    const res = await alice.get(exportUrl(art.id, small.id, `?format=jpeg&quality=${quality}`));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "quality must be a whole number from 1 to 100", code: "bad_request" });
    expect(await imagesUsed("alice@example.com")).toBe(before);
  });

  test("an unknown format is 400 with a message and code", async () => {
    const art = await upload(alice);
    const res = await alice.get(exportUrl(art.id, small.id, "?format=webp"));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "format must be png or jpeg", code: "bad_request" });
  });

  test("both single-download routes document format and quality in the OpenAPI document", async () => {
    const doc = (await (await t.client().get("/api/openapi.json")).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string; in: string; schema?: { enum?: string[]; minimum?: number; maximum?: number } }[] } }>;
    };
    for (const path of ["/api/artworks/{id}/export/{templateId}", "/api/mockups/download/{id}"]) {
      const query = (doc.paths[path]?.get?.parameters ?? []).filter((p) => p.in === "query");
      expect(query.find((p) => p.name === "format")?.schema?.enum, path).toEqual(["png", "jpeg"]);
      expect(query.find((p) => p.name === "quality")?.schema, path).toMatchObject({ minimum: 1, maximum: 100 });
    }
  });
});

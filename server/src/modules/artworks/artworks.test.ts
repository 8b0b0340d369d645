import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { artworks, type TemplateRow } from "../../db/schema";
import { TEMPLATE_LIMITS, inspectImage } from "../../image";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture, makePixelBomb } from "../../image/fixtures/encode-fixture";
import type { Storage } from "../../lib/storage";
import type { TestApp, TestClient } from "../../test/test-app";
import { ANON_COOKIE } from "./artwork-owner";
import { artworkKeys } from "../rendering";
import { createArtwork } from "./create-artwork";
import { sweepExpiredArtworks } from "./sweep-expired-artworks";
import { createArtworkKit, exportUrl, previewUrl, sizeOf, uploadArtwork, type ArtworkJson } from "./testing/artwork-kit";
import { postImage, storedKeys } from "./testing/test-files";

let t: TestApp;
let small: TemplateRow;
let artJpeg: Buffer;
let alice: TestClient;

beforeAll(async () => {
  ({ t, small, artJpeg, alice } = await createArtworkKit());
});
afterAll(() => t.close());

const upload = (client: TestClient, bytes: Uint8Array = artJpeg, filename?: string, type?: string) => uploadArtwork(client, bytes, filename, type);
const artworkCount = async () => (await t.db.select({ id: artworks.id }).from(artworks)).length;

describe("upload", () => {
  test("stores the original, working and preview copies under a random id; answers its size and ratio", async () => {
    const art = await upload(alice);
    expect(art).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), width: 900, height: 600, aspectRatio: "3x2" });
    expect(storedKeys(t.deps.config.dataDir, `artworks/${art.id}`)).toEqual(Object.values(artworkKeys(art.id)).sort());
    const [row] = await t.db.select().from(artworks).where(eq(artworks.id, art.id));
    expect(row?.ownerToken).toBeNull();
    // Signed-in artworks expire after 30 days.
    expect(row!.expiresAt!.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000);
  });

  test("a large photo keeps a full-size original beside a 1600 px working copy", async () => {
    const big = await upload(alice, await encodeFixture(drawQuadrantArtwork(2400, 1800), "jpeg"));
    expect(big).toMatchObject({ width: 2400, height: 1800, aspectRatio: "4x3" });
    const keys = artworkKeys(big.id);
    const [original, working] = await Promise.all([t.deps.storage.get(keys.original), t.deps.storage.get(keys.working)]);
    expect(await inspectImage(original!, TEMPLATE_LIMITS)).toMatchObject({ width: 2400, height: 1800 });
    expect(await inspectImage(working!, TEMPLATE_LIMITS)).toMatchObject({ width: 1600, height: 1200 });
  });

  test("PNG artworks are accepted too", async () => {
    expect(await upload(alice, await encodeFixture(drawQuadrantArtwork(500, 500), "png"), "a.png", "image/png")).toMatchObject({ aspectRatio: "1x1" });
  });

  const noisy = async () => {
    const data = new Uint8Array(300 * 200 * 3).map((_, i) => (i * 7919) % 251);
    return encodeFixture({ data, width: 300, height: 200, channels: 3 }, "png");
  };

  test.each([
    ["text named .png", 415, async () => new TextEncoder().encode("definitely not an image")],
    ["a truncated PNG", 400, async () => (await noisy()).subarray(0, 2000)],
    ["a GIF", 415, async () => Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64")],
    ["an SVG", 415, async () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>')],
    ["zero bytes", 400, async () => new Uint8Array(0)],
    ["a file over the byte limit", 413, async () => Buffer.concat([await noisy(), Buffer.alloc(40 * 1024 * 1024)])],
    ["a pixel bomb", 413, async () => makePixelBomb()],
  ])("refuses %s with %i and keeps nothing", async (_name, status, make) => {
    const before = { files: storedKeys(t.deps.config.dataDir, "artworks"), rows: await artworkCount() };
    const res = await postImage(t.client(), "/api/artworks", await make(), "art.png", "image/png");
    expect(res.status).toBe(status);
    expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
    expect(res.headers.getSetCookie().join()).not.toContain(`${ANON_COOKIE}=`);
    expect({ files: storedKeys(t.deps.config.dataDir, "artworks"), rows: await artworkCount() }).toEqual(before);
  });

  test("a missing file field is a 400, a JSON body a 415", async () => {
    const form = new FormData();
    form.append("other", "x");
    expect((await alice.request("POST", "/api/artworks", { body: form })).status).toBe(400);
    expect((await alice.post("/api/artworks", { image: "x" })).status).toBe(415);
  });

  test("if the database write fails, the stored files are removed again", async () => {
    const failingDb = new Proxy(t.db, {
      get: (target, prop, receiver) =>
        prop === "insert"
          ? () => {
              throw new Error("database down");
            }
          : Reflect.get(target, prop, receiver),
    });
    const before = storedKeys(t.deps.config.dataDir, "artworks");
    await expect(createArtwork({ db: failingDb, storage: t.deps.storage }, artJpeg, { userId: 1 })).rejects.toThrow("database down");
    expect(storedKeys(t.deps.config.dataDir, "artworks")).toEqual(before);
  });
  test("if one file write fails, none of the files stays and no row is written", async () => {
    const storage: Storage = {
      ...t.deps.storage,
      put: (key, data, type) => (key.endsWith("/preview") ? Promise.reject(new Error("disk full")) : t.deps.storage.put(key, data, type)),
    };
    const before = { files: storedKeys(t.deps.config.dataDir, "artworks"), rows: await artworkCount() };
    const big = await encodeFixture(drawQuadrantArtwork(2000, 1500), "jpeg");
    await expect(createArtwork({ db: t.db, storage }, big, { userId: 1 })).rejects.toThrow("disk full");
    expect({ files: storedKeys(t.deps.config.dataDir, "artworks"), rows: await artworkCount() }).toEqual(before);
  });
});

describe("anonymous visitors", () => {
  test("get an httpOnly anon cookie; the artwork is theirs for 24 h, in this browser only", async () => {
    const visitor = t.client();
    const res = await postImage(visitor, "/api/artworks", artJpeg, "art.jpg", "image/jpeg");
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${ANON_COOKIE}=`)) ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const art = (await res.json()) as ArtworkJson;
    const [row] = await t.db.select().from(artworks).where(eq(artworks.id, art.id));
    expect(row?.userId).toBeNull();
    // Stored hashed, never as sent.
    expect(row?.ownerToken).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).not.toContain(row!.ownerToken!);
    expect(Math.abs(row!.expiresAt!.getTime() - Date.now() - 86_400_000)).toBeLessThan(60_000);

    expect((await visitor.get(previewUrl(art.id, small.id))).status).toBe(200);
    expect((await t.client().get(previewUrl(art.id, small.id))).status).toBe(404);
    expect((await alice.get(previewUrl(art.id, small.id))).status).toBe(404);
    // Exports need an account.
    expect((await visitor.get(exportUrl(art.id, small.id))).status).toBe(401);

    // A second upload reuses the browser's token.
    const second = await upload(visitor);
    expect((await visitor.get(previewUrl(second.id, small.id))).status).toBe(200);
    expect((await visitor.get(previewUrl(art.id, small.id))).status).toBe(200);

    // Signing in (same browser) keeps access, and the export now works.
    await visitor.register("visitor@example.com");
    expect((await visitor.get(previewUrl(art.id, small.id))).status).toBe(200);
    expect((await visitor.get(exportUrl(art.id, small.id))).status).toBe(200);
  });

  test("a forged anon cookie reaches nothing", async () => {
    const visitor = t.client();
    const art = await upload(visitor);
    const forged = await t.client().get(previewUrl(art.id, small.id), { cookie: `${ANON_COOKIE}=${"A".repeat(43)}` });
    expect(forged.status).toBe(404);
  });
});

describe("coming back to the studio", () => {
  const lookUp = (client: TestClient, ids: string[]) => client.get(`/api/artworks?ids=${ids.join(",")}`);
  const listed = async (client: TestClient, ids: string[]) => {
    const res = await lookUp(client, ids);
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as ArtworkJson[]).map((a) => a.id);
  };

  test("the list answers the caller's usable artworks, in the order asked, and leaves out the rest", async () => {
    const visitor = t.client();
    const [first, second] = [await upload(visitor), await upload(visitor)];
    const alices = await upload(alice);
    const expired = await upload(visitor);
    await t.db.update(artworks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(artworks.id, expired.id));

    const res = await lookUp(visitor, [second.id, "never-was", alices.id, expired.id, first.id]);
    expect(await res.json()).toEqual([second, first]);
    // Alive again, so the sweep's tests below count only their own.
    await t.db.update(artworks).set({ expiresAt: new Date(Date.now() + 86_400_000) }).where(eq(artworks.id, expired.id));
    expect(await listed(alice, [first.id, alices.id])).toEqual([alices.id]);
    // No cookie and no session: nothing is anyone's.
    expect(await listed(t.client(), [first.id, alices.id])).toEqual([]);
    expect(await listed(t.client(), [first.id])).toEqual([]);
    const forged = await t.client().get(`/api/artworks?ids=${first.id}`, { cookie: `${ANON_COOKIE}=${"A".repeat(43)}` });
    expect(await forged.json()).toEqual([]);

    // Signing in keeps this browser's anonymous uploads; signing out keeps them too (the cookie is the browser's), not the account's.
    await visitor.register("returning@example.com");
    const own = await upload(visitor);
    expect(await listed(visitor, [first.id, own.id])).toEqual([first.id, own.id]);
    expect((await visitor.post("/api/auth/logout")).status).toBeLessThan(300);
    expect(await listed(visitor, [first.id, own.id])).toEqual([first.id]);
  });

  test.each([
    ["no ids", "/api/artworks"],
    ["an empty list", "/api/artworks?ids="],
    ["a malformed id", "/api/artworks?ids=abc,no%20spaces"],
    ["more than 20 ids", `/api/artworks?ids=${Array.from({ length: 21 }, (_, i) => `id${i}`).join(",")}`],
  ])("the list refuses %s with a 400", async (_name, url) => {
    const res = await alice.get(url);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
  });

  test("the image is the artwork's small copy, to its owner only", async () => {
    const visitor = t.client();
    const art = await upload(visitor);
    const res = await visitor.get(`/api/artworks/${art.id}/image`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    expect(res.headers.get("cache-control")).toMatch(/^private/);
    expect(await sizeOf(res)).toMatchObject({ format: "jpeg", width: 600, height: 400 });

    // A PNG with transparency keeps it: the copy is a PNG, and said to be one.
    const data = new Uint8Array(300 * 300 * 4).map((_, i) => (i % 4 === 3 ? (i % 7 === 3 ? 0 : 255) : 120));
    const png = await upload(visitor, await encodeFixture({ data, width: 300, height: 300, channels: 4 }, "png"), "a.png", "image/png");
    const pngRes = await visitor.get(`/api/artworks/${png.id}/image`);
    expect(pngRes.headers.get("content-type")).toBe("image/png");
    expect(await sizeOf(pngRes)).toMatchObject({ format: "png", width: 300, height: 300 });

    for (const other of [alice, t.client()]) {
      const refused = await other.get(`/api/artworks/${art.id}/image`);
      expect(refused.status).toBe(404);
      expect(((await refused.json()) as { message: string }).message).toBe("Artwork not found");
    }
  });
});

describe("sweep", () => {
  test("deletes expired artworks with their files, and only those", async () => {
    const visitor = t.client();
    const [old, fresh] = [await upload(visitor), await upload(visitor)];
    await t.db.update(artworks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(artworks.id, old.id));
    expect(await sweepExpiredArtworks(t.deps)).toBe(1);
    expect(await t.db.select().from(artworks).where(eq(artworks.id, old.id))).toEqual([]);
    expect(storedKeys(t.deps.config.dataDir, `artworks/${old.id}`)).toEqual([]);
    expect(storedKeys(t.deps.config.dataDir, `artworks/${fresh.id}`)).toHaveLength(3);
    expect((await visitor.get(previewUrl(old.id, small.id))).status).toBe(404);
    expect((await visitor.get(previewUrl(fresh.id, small.id))).status).toBe(200);
    // A second sweeper (another instance) finds nothing left to do.
    expect(await sweepExpiredArtworks(t.deps)).toBe(0);
  });

  test("an expired artwork is gone for its owner even before the sweep runs", async () => {
    const art = await upload(alice);
    await t.db.update(artworks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(artworks.id, art.id));
    expect((await alice.get(previewUrl(art.id, small.id))).status).toBe(404);
  });

  // Last: it sweeps with a clock 40 days ahead, which expires every other artwork too.
  test("files left without a row are removed once older than any artwork can live", async () => {
    const orphan = "artworks/orphanorphanorphan12345/working";
    await t.deps.storage.put(orphan, new Uint8Array([1]), "application/octet-stream");
    const kept = await upload(alice);
    await t.db.update(artworks).set({ expiresAt: null }).where(eq(artworks.id, kept.id));
    await sweepExpiredArtworks(t.deps, new Date(Date.now() + 40 * 86_400_000));
    expect(await t.deps.storage.exists(orphan)).toBe(false);
    // A row without expiry keeps its files however old they are.
    expect(storedKeys(t.deps.config.dataDir, `artworks/${kept.id}`)).toHaveLength(3);
  });
});

test("the routes are in the OpenAPI document", async () => {
  const res = await t.client().get("/api/openapi.json");
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      "/api/artworks",
      "/api/artworks/{id}/mockups/{templateId}",
      "/api/artworks/{id}/export/{templateId}",
      "/api/artworks/{id}/image",
      "/api/mockups",
      "/api/mockups/upload",
      "/api/mockups/{id}",
      "/api/mockups/images/{file}",
      "/api/mockups/download/{id}",
    ]),
  );
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { artworks, users, widgetDays, type TemplateRow } from "../../db/schema";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { postImage } from "../artworks/testing/test-files";
import { seedWallTemplate } from "../artworks/testing/seed-template";
import { countWidgetEvent } from "./widget-days";

let t: TestApp;
let wall: TemplateRow;
let artJpeg: Buffer;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  wall = await seedWallTemplate(t.deps, { name: "Bare wall", width: 1600, height: 1200, pxPerCm: 10, anchor: [800, 600], defaultSize: "40x50cm" });
  artJpeg = await encodeFixture(drawQuadrantArtwork(600, 450), "jpeg");
  alice = t.client();
  await alice.register("alice@example.com");
  await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.email, "alice@example.com"));
  bob = t.client();
  await bob.register("bob@example.com");
}, 120_000);
afterAll(() => t.close());

async function upload(client: TestClient): Promise<string> {
  const res = await postImage(client, "/api/artworks", artJpeg, "art.jpg", "image/jpeg");
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post("/api/widgets", body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; snippet: string; iframe: string };
}

describe("widgets", () => {
  test("a premium user makes a widget for their artworks: an id and the two embed codes; the artworks are kept", async () => {
    const art = await upload(alice);
    const created = await create(alice, { artworkIds: [art], domains: ["Shop.Example.com/", "*.example.org", "https://127.0.0.1:4824"], sizes: ["50 x 70 cm", "50x70cm"], frames: ["oak", "none"], defaultTemplateId: wall.id });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.snippet).toBe(`<script src="http://localhost/embed.js" data-widget="${created.id}" async></script>`);
    expect(created.iframe).toContain(`<iframe src="http://localhost/embed/${created.id}"`);
    const [row] = await t.db.select({ expiresAt: artworks.expiresAt }).from(artworks).where(eq(artworks.id, art));
    expect(row?.expiresAt).toBeNull();

    const got = await alice.get(`/api/widgets/${created.id}`);
    expect(got.status).toBe(200);
    expect(await got.json()).toEqual({
      ...created,
      artworkIds: [art],
      domains: ["shop.example.com", "*.example.org", "https://127.0.0.1:4824"],
      sizes: ["50x70cm"],
      frames: ["oak", "none"],
      defaultTemplateId: wall.id,
      createdAt: expect.any(String),
      days: [],
    });
  }, 120_000);

  test("defaults: sizes suited to the art, four frames, the catalogue's first room", async () => {
    const art = await upload(alice);
    const { id } = await create(alice, { artworkIds: [art], domains: ["shop.example.com"] });
    expect(await (await alice.get(`/api/widgets/${id}`)).json()).toMatchObject({ sizes: [], frames: ["none", "black", "white", "oak"], defaultTemplateId: null });
  }, 120_000);

  test("the free plan is refused 403, and nothing is written", async () => {
    const art = await upload(bob);
    const res = await bob.post("/api/widgets", { artworkIds: [art], domains: ["shop.example.com"] });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "Widgets are part of the Premium plan. Upgrade to Premium to embed your art in your shop.", code: "forbidden" });
    expect(await (await bob.get("/api/widgets")).json()).toEqual([]);
    expect((await t.client().post("/api/widgets", { artworkIds: [art], domains: ["shop.example.com"] })).status).toBe(401);
  }, 120_000);

  test("only the owner's artworks: another user's is a 404 and no widget is made", async () => {
    const bobsArt = await upload(bob);
    const before = ((await (await alice.get("/api/widgets")).json()) as unknown[]).length;
    const res = await alice.post("/api/widgets", { artworkIds: [bobsArt], domains: ["shop.example.com"] });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Artwork not found", code: "not_found" });
    expect(await (await alice.get("/api/widgets")).json()).toHaveLength(before);
    const [row] = await t.db.select({ expiresAt: artworks.expiresAt }).from(artworks).where(eq(artworks.id, bobsArt));
    expect(row?.expiresAt).not.toBeNull();
  }, 120_000);

  test("bad input is a 400 with the reason", async () => {
    const art = await upload(alice);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ artworkIds: [], domains: ["a.com"] }, "Pick at least one artwork"],
      [{ artworkIds: [art], domains: [] }, "Name at least one domain the widget may appear on"],
      [{ artworkIds: [art], domains: ["a.com; script-src *"] }, "domains must be host names like shop.example.com, *.example.com or https://shop.example.com:8443"],
      [{ artworkIds: [art], domains: ["a.com"], sizes: ["big"] }, "size must look like 50x70cm or 16x20in (width x height, in cm or in)"],
      [{ artworkIds: [art], domains: ["a.com"], frames: ["plastic"] }, "frames must be some of none, black, white, oak, walnut, natural, gold, silver"],
      [{ artworkIds: [art], domains: ["a.com"], defaultTemplateId: 2_000_000 }, "defaultTemplateId must be a template of the catalogue"],
    ];
    for (const [body, message] of cases) {
      const res = await alice.post("/api/widgets", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
  }, 120_000);

  test("only the owner reads, changes and deletes a widget; others get 404", async () => {
    const art = await upload(alice);
    const other = await upload(alice);
    const { id } = await create(alice, { artworkIds: [art], domains: ["shop.example.com"] });
    for (const res of [await bob.get(`/api/widgets/${id}`), await bob.put(`/api/widgets/${id}`, { artworkIds: [art], domains: ["evil.example"] }), await bob.delete(`/api/widgets/${id}`)]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Widget not found", code: "not_found" });
    }
    expect((await t.client().get(`/api/widgets/${id}`)).status).toBe(401);
    expect(((await (await bob.get("/api/widgets")).json()) as Array<{ id: string }>).map((w) => w.id)).not.toContain(id);

    const put = await alice.put(`/api/widgets/${id}`, { artworkIds: [other, art], domains: ["new.example.com"], frames: ["walnut"] });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ id, artworkIds: [other, art], domains: ["new.example.com"], frames: ["walnut"], sizes: [] });
    expect(((await (await alice.get("/api/widgets")).json()) as Array<{ id: string }>)[0]?.id).toBe(id);

    expect(await (await alice.delete(`/api/widgets/${id}`)).json()).toEqual({ success: true });
    expect((await alice.get(`/api/widgets/${id}`)).status).toBe(404);
    expect((await alice.delete(`/api/widgets/${id}`)).status).toBe(404);
  }, 120_000);

  test("views and uploads per day, counted across calls into one row per day", async () => {
    const art = await upload(alice);
    const { id } = await create(alice, { artworkIds: [art], domains: ["shop.example.com"] });
    const today = new Date();
    const yesterday = new Date(today.getTime() - 86_400_000);
    await Promise.all([countWidgetEvent(t.db, id, "views", today), countWidgetEvent(t.db, id, "views", today), countWidgetEvent(t.db, id, "uploads", today)]);
    await countWidgetEvent(t.db, id, "views", yesterday);
    const { days } = (await (await alice.get(`/api/widgets/${id}`)).json()) as { days: unknown[] };
    const day = (d: Date) => d.toISOString().slice(0, 10);
    expect(days).toEqual([
      { day: day(yesterday), views: 1, uploads: 0 },
      { day: day(today), views: 2, uploads: 1 },
    ]);
    expect(await t.db.select().from(widgetDays).where(eq(widgetDays.widgetId, id))).toHaveLength(2);
  }, 120_000);

  test("the editor's artworks are the user's own, newest first", async () => {
    const first = await upload(bob);
    const second = await upload(bob);
    const list = (await (await bob.get("/api/widgets/artworks")).json()) as Array<{ id: string }>;
    expect(list.map((a) => a.id).slice(0, 2)).toEqual([second, first]);
    const alices = (await (await alice.get("/api/widgets/artworks")).json()) as Array<{ id: string }>;
    expect(alices.map((a) => a.id)).not.toContain(first);
  }, 120_000);
});

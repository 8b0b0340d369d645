import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { shareLinks, users, type TemplateRow } from "../../db/schema";
import { TEMPLATE_LIMITS, inspectImage } from "../../image";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { postImage } from "../artworks/testing/test-files";
import { seedWallTemplate } from "../artworks/testing/seed-template";
import { sweepExpiredShares } from "./sweep-expired-shares";

let t: TestApp;
let template: TemplateRow;
let artJpeg: Buffer;
let alice: TestClient;
let bob: TestClient;

type Created = { token: string; url: string };

beforeAll(async () => {
  t = await createTestApp();
  // A bare wall draws the chosen frame and size (a room would keep its own frame).
  template = await seedWallTemplate(t.deps, { name: "Bare wall", width: 1600, height: 1200, pxPerCm: 10, anchor: [800, 600], defaultSize: "40x50cm" });
  artJpeg = await encodeFixture(drawQuadrantArtwork(1200, 900), "jpeg");
  alice = t.client();
  await alice.register("alice@example.com");
  bob = t.client();
  await bob.register("bob@example.com");
}, 120_000);
afterAll(() => t.close());

const imagesUsed = async (email: string) => (await t.db.select({ n: users.imagesUsed }).from(users).where(eq(users.email, email)))[0]?.n;

/** A studio save in an oak frame at 40 × 30 cm: what the share page describes. */
async function saveMockup(client: TestClient, name = "Harbour at dusk") {
  const art = await postImage(client, "/api/artworks", artJpeg, "art.jpg", "image/jpeg");
  expect(art.status).toBe(201);
  const { id: artworkId } = (await art.json()) as { id: string };
  const res = await client.post("/api/mockups", { name, artworkId, templateId: template.id, fit: "fill", frame: "oak", size: "40x30cm" });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: number };
}

async function share(client: TestClient, mockupId: number, body: Record<string, unknown> = {}) {
  const res = await client.post(`/api/mockups/${mockupId}/share`, body);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Created;
}

/** The content of `<meta property|name="key" content="…">`. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

const pathOf = (url: string) => new URL(url).pathname;

describe("share links", () => {
  test("a link is an unguessable token and an absolute URL; its page unfurls with title, image, size and frame", async () => {
    const mockup = await saveMockup(alice);
    const created = await share(alice, mockup.id);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.url).toBe(`http://localhost/s/${created.token}`);
    expect((await share(alice, mockup.id)).token).not.toBe(created.token);

    const page = await bob.get(pathOf(created.url));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(meta(html, "og:title")).toBe("Harbour at dusk");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "og:description")).toBe("Oak frame · 40 × 30 cm. A mockup made with Mockup Studio.");
    expect(html).toContain("<h1>Harbour at dusk</h1>");
    // Downloads were not allowed: the page offers none.
    expect(html).not.toContain("/download");

    const imageUrl = meta(html, "og:image")!;
    expect(imageUrl).toBe(`http://localhost/api/shares/${created.token}/image`);
    expect(meta(html, "twitter:image")).toBe(imageUrl);
    const image = await t.client().get(pathOf(imageUrl));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    const size = await inspectImage(new Uint8Array(await image.arrayBuffer()), TEMPLATE_LIMITS);
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(1600);
    expect(size.width).toBeGreaterThan(400);
  }, 120_000);

  test("the page escapes the mockup's name", async () => {
    const mockup = await saveMockup(alice, `<script>alert("x")</script> & "quotes"`);
    const { url } = await share(alice, mockup.id);
    const html = await (await t.client().get(pathOf(url))).text();
    expect(html).not.toContain("<script>");
    expect(meta(html, "og:title")).toBe("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &quot;quotes&quot;");
  }, 120_000);

  test("only the owner shares, lists and revokes; signed out is 401", async () => {
    const mockup = await saveMockup(alice);
    const res = await bob.post(`/api/mockups/${mockup.id}/share`, {});
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Mockup not found", code: "not_found" });
    expect((await t.client().post(`/api/mockups/${mockup.id}/share`, {})).status).toBe(401);

    const { token } = await share(alice, mockup.id, { allowDownload: true });
    expect(await (await bob.get(`/api/mockups/${mockup.id}/shares`)).json()).toEqual([]);
    const bobRevoke = await bob.delete(`/api/shares/${token}`);
    expect(bobRevoke.status).toBe(404);
    expect(await bobRevoke.json()).toEqual({ message: "Share link not found", code: "not_found" });
    expect((await t.client().delete(`/api/shares/${token}`)).status).toBe(401);

    const list = (await (await alice.get(`/api/mockups/${mockup.id}/shares`)).json()) as Array<Record<string, unknown>>;
    expect(list).toEqual([{ token, url: `http://localhost/s/${token}`, mockupId: mockup.id, allowDownload: true, expiresAt: null, createdAt: expect.any(String) }]);
  }, 120_000);

  test("a revoked link is a friendly 404 page, and its image and download are gone", async () => {
    const mockup = await saveMockup(alice);
    const { token, url } = await share(alice, mockup.id, { allowDownload: true });
    const res = await alice.delete(`/api/shares/${token}`);
    expect(await res.json()).toEqual({ success: true });
    const page = await t.client().get(pathOf(url));
    expect(page.status).toBe(404);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(await page.text()).toContain("This link is no longer available");
    expect((await t.client().get(`/api/shares/${token}/image`)).status).toBe(404);
    expect((await t.client().get(`/api/shares/${token}/download`)).status).toBe(404);
    expect(await (await alice.get(`/api/mockups/${mockup.id}/shares`)).json()).toEqual([]);
    expect((await alice.delete(`/api/shares/${token}`)).status).toBe(404);
  }, 120_000);

  test("an expired link is gone; an expiry in the past or not a date is refused", async () => {
    const mockup = await saveMockup(alice);
    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const { token, url } = await share(alice, mockup.id, { expiresAt });
    expect((await t.client().get(pathOf(url))).status).toBe(200);
    await t.db.update(shareLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(shareLinks.token, token));
    expect((await t.client().get(pathOf(url))).status).toBe(404);
    expect((await t.client().get(`/api/shares/${token}/image`)).status).toBe(404);

    const past = await alice.post(`/api/mockups/${mockup.id}/share`, { expiresAt: "2020-01-01T00:00:00Z" });
    expect(past.status).toBe(400);
    expect(await past.json()).toEqual({ message: "expiresAt must be in the future", code: "bad_request" });
    const junk = await alice.post(`/api/mockups/${mockup.id}/share`, { expiresAt: "tomorrow", allowDownload: "yes" });
    expect(junk.status).toBe(400);
    expect(await t.db.select().from(shareLinks).where(eq(shareLinks.mockupId, mockup.id))).toHaveLength(1);
  }, 120_000);

  test("the sweep deletes expired links only", async () => {
    const mockup = await saveMockup(alice);
    const lasting = await share(alice, mockup.id);
    const dated = await share(alice, mockup.id, { expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    await sweepExpiredShares(t.deps);
    const tokens = async () => (await t.db.select({ token: shareLinks.token }).from(shareLinks).where(eq(shareLinks.mockupId, mockup.id))).map((r) => r.token).sort();
    expect(await tokens()).toEqual([lasting.token, dated.token].sort());
    expect(await sweepExpiredShares(t.deps, new Date(Date.now() + 2 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await tokens()).toEqual([lasting.token]);
  }, 120_000);

  test("unknown and malformed tokens are the same 404 page", async () => {
    for (const token of ["A".repeat(32), "short", "..%2F..%2Fetc"]) {
      const page = await t.client().get(`/s/${token}`);
      expect(page.status, token).toBe(404);
      expect(await page.text()).toContain("This link is no longer available");
    }
    expect((await t.client().get(`/api/shares/${"A".repeat(32)}/image`)).status).toBe(404);
  });

  test("deleting the mockup ends its links", async () => {
    const mockup = await saveMockup(alice);
    const { url } = await share(alice, mockup.id);
    expect((await alice.delete(`/api/mockups/${mockup.id}`)).status).toBe(200);
    expect((await t.client().get(pathOf(url))).status).toBe(404);
  }, 120_000);
});

describe("downloads from a share link", () => {
  test("refused 403 when the owner did not allow them, and nothing counted", async () => {
    const mockup = await saveMockup(alice);
    const { token } = await share(alice, mockup.id);
    const before = await imagesUsed("alice@example.com");
    const res = await t.client().get(`/api/shares/${token}/download`);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "The owner of this mockup has not allowed downloads", code: "forbidden" });
    expect(await imagesUsed("alice@example.com")).toBe(before);
  }, 120_000);

  test("allowed: linked from the page, a PNG attachment counted on the owner's free plan", async () => {
    const mockup = await saveMockup(alice);
    const { token, url } = await share(alice, mockup.id, { allowDownload: true });
    const html = await (await t.client().get(pathOf(url))).text();
    expect(html).toContain(`href="/api/shares/${token}/download"`);
    const before = (await imagesUsed("alice@example.com"))!;
    const visitor = t.client();
    const res = await visitor.get(`/api/shares/${token}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toContain("attachment; filename=");
    expect(await inspectImage(new Uint8Array(await res.arrayBuffer()), TEMPLATE_LIMITS)).toMatchObject({ format: "png" });
    expect(await imagesUsed("alice@example.com")).toBe(before + 1);
    // A link on another site cannot spend the owner's allowance.
    const cross = await visitor.get(`/api/shares/${token}/download`, { "sec-fetch-site": "cross-site" });
    expect(cross.status).toBe(403);
    expect(await imagesUsed("alice@example.com")).toBe(before + 1);
  }, 120_000);

  test("at the owner's free limit a download is 403 limit_reached", async () => {
    const cleo = t.client();
    await cleo.register("cleo@example.com");
    const mockup = await saveMockup(cleo);
    const { token } = await share(cleo, mockup.id, { allowDownload: true });
    const limit = t.deps.config.freeDownloadLimit;
    await t.db.update(users).set({ imagesUsed: limit }).where(eq(users.email, "cleo@example.com"));
    const res = await t.client().get(`/api/shares/${token}/download`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: "limit_reached" });
    expect(await imagesUsed("cleo@example.com")).toBe(limit);
  }, 120_000);
});

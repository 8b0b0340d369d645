import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { API_KEYS_PER_USER } from "@shared/api-keys";
import { apiKeys } from "../../db/schema";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { postImage } from "../artworks/testing/test-files";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function signedIn() {
  const c = t.client();
  const user = await c.register(`keys${++n}@example.com`);
  return { c, user };
}

async function createKey(c: TestClient, name = "Shop sync") {
  const res = await c.post("/api/account/api-keys", { name });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; name: string; key: string };
}

const withKey = (key: string, headers: Record<string, string> = {}) => ({ headers: { authorization: `Bearer ${key}`, ...headers } });

async function expectRefused(res: Response, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(await res.json()).toEqual({ message, code: expect.any(String) });
}

describe("API keys", () => {
  test("a key is shown once, listed by its first characters, and stored only as a hash", async () => {
    const { c, user } = await signedIn();
    const created = await createKey(c, "  Etsy sync  ");
    expect(created).toEqual({ id: expect.any(Number), name: "Etsy sync", key: expect.stringMatching(/^msk_live_[A-Za-z0-9_-]{43}$/) });

    const list = (await (await c.get("/api/account/api-keys")).json()) as Record<string, unknown>[];
    expect(list).toEqual([
      { id: created.id, name: "Etsy sync", prefix: created.key.slice(0, 15), createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const rows = await t.db.select().from(apiKeys).where(eq(apiKeys.userId, user.id));
    expect(JSON.stringify(rows)).not.toContain(created.key.slice(15));
  });

  test("a name is required; signed-out callers and other users' keys are refused", async () => {
    const { c } = await signedIn();
    await expectRefused(await c.post("/api/account/api-keys", { name: " " }), 400, "Please name the key");
    await expectRefused(await c.post("/api/account/api-keys", { name: "x".repeat(61) }), 400, "The name must be at most 60 characters");
    await expectRefused(await t.client().post("/api/account/api-keys", { name: "x" }), 401, "Not signed in");
    expect((await t.client().get("/api/account/api-keys")).status).toBe(401);

    const { key, id } = await createKey(c);
    const other = (await signedIn()).c;
    await expectRefused(await other.delete(`/api/account/api-keys/${id}`), 404, "API key not found");
    expect((await t.client().get("/api/v1/artworks", withKey(key).headers)).status).toBe(200);
  });

  test(`at most ${API_KEYS_PER_USER} working keys; revoking one makes room`, async () => {
    const { c } = await signedIn();
    const keys = [];
    for (let i = 0; i < API_KEYS_PER_USER; i++) keys.push(await createKey(c, `key ${i}`));
    expect((await c.post("/api/account/api-keys", { name: "one too many" })).status).toBe(409);
    expect((await c.delete(`/api/account/api-keys/${keys[0]!.id}`)).status).toBe(200);
    await createKey(c, "now it fits");
  });
});

describe("bearer authentication on /api/v1", () => {
  test("a key acts as its user; missing, unknown and revoked keys are 401 with {message, code}", async () => {
    const { c } = await signedIn();
    const { key, id } = await createKey(c);
    const api = t.client();

    const ok = await api.get("/api/v1/artworks", withKey(key).headers);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual([]);
    const [listed] = (await (await c.get("/api/account/api-keys")).json()) as { lastUsedAt: string | null }[];
    expect(listed?.lastUsedAt).not.toBeNull();

    await expectRefused(await api.get("/api/v1/artworks"), 401, "Send your API key as Authorization: Bearer <key>");
    await expectRefused(await api.get("/api/v1/artworks", withKey("msk_live_not-a-real-key").headers), 401, "Unknown API key");
    await expectRefused(await api.get("/api/v1/artworks", withKey("sk_live_other").headers), 401, "Unknown API key");

    expect((await c.delete(`/api/account/api-keys/${id}`)).status).toBe(200);
    await expectRefused(await api.get("/api/v1/artworks", withKey(key).headers), 401, "This API key was revoked");
    expect(await (await c.get("/api/account/api-keys")).json()).toEqual([]);
    expect((await c.delete(`/api/account/api-keys/${id}`)).status).toBe(404);
  });

  test("a session cookie is no key, and the same-origin rule does not apply", async () => {
    const { c } = await signedIn();
    // The signed-in browser's cookies ride along, but /api/v1 reads only the bearer key.
    await expectRefused(await c.get("/api/v1/artworks"), 401, "Send your API key as Authorization: Bearer <key>");
    const { key } = await createKey(c);
    const crossSite = withKey(key, { origin: "https://shop.example", "sec-fetch-site": "cross-site" });
    expect((await t.client().get("/api/v1/artworks", crossSite.headers)).status).toBe(200);
  });

  test("the key's user's artworks, and only theirs", async () => {
    const { c } = await signedIn();
    const { key } = await createKey(c);
    const other = await signedIn();
    const otherKey = await createKey(other.c);
    const up = await postImage(c, "/api/artworks", await encodeFixture(drawQuadrantArtwork(300, 200), "png"));
    expect(up.status).toBe(201);
    const { id } = (await up.json()) as { id: string };
    expect(await (await t.client().get("/api/v1/artworks", withKey(key).headers)).json()).toEqual([expect.objectContaining({ id })]);
    expect(await (await t.client().get("/api/v1/artworks", withKey(otherKey.key).headers)).json()).toEqual([]);
  });
});

describe("webhook secret", () => {
  test("made on first asking, stable until rotated, per user", async () => {
    const { c } = await signedIn();
    const first = (await (await c.get("/api/account/webhook-secret")).json()) as { secret: string };
    expect(first.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(await (await c.get("/api/account/webhook-secret")).json()).toEqual(first);
    const rotated = await c.post("/api/account/webhook-secret/rotate");
    expect(rotated.status).toBe(200);
    const second = (await rotated.json()) as { secret: string };
    expect(second.secret).not.toBe(first.secret);
    expect(await (await c.get("/api/account/webhook-secret")).json()).toEqual(second);
    const other = (await signedIn()).c;
    expect(((await (await other.get("/api/account/webhook-secret")).json()) as { secret: string }).secret).not.toBe(second.secret);
    expect((await t.client().get("/api/account/webhook-secret")).status).toBe(401);
  });
});

describe("the public API's document", () => {
  test("is served without a key, declares the bearer scheme, and is not in the app's own document", async () => {
    const res = await t.client().get("/api/v1/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, unknown>; components: { securitySchemes: Record<string, unknown> } };
    expect(doc.paths["/artworks"]).toBeDefined();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    const own = (await (await t.client().get("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(own.paths).filter((p) => p.startsWith("/api/v1"))).toEqual([]);
    expect(own.paths["/api/account/api-keys"]).toBeDefined();
  });
});

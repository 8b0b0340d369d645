import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../../app";
import { users, type TemplateRow } from "../../db/schema";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { createTestApp, TestClient, type TestApp } from "../../test/test-app";
import { rect, seedTemplate } from "../artworks/testing/seed-template";
import { FLOOD_PACE_MS } from "./limit-api-requests";

const FREE = { requestsPerMinute: 5, concurrentRenders: 1 };
const PREMIUM = { requestsPerMinute: 8, concurrentRenders: 2 };

let t: TestApp;
let template: TemplateRow;
beforeAll(async () => {
  t = await createTestApp({ apiLimits: { free: FREE, premium: PREMIUM } });
  template = await seedTemplate(t.deps, { name: "Living room", width: 800, height: 600, windows: [rect(200, 150, 400, 300)] });
});
afterAll(async () => {
  await t.close();
});

let n = 0;
async function keyFor(plan: "free" | "premium" = "free") {
  const c = t.client();
  const user = await c.register(`limits${++n}@example.com`);
  if (plan === "premium") await t.db.update(users).set({ subscriptionTier: "premium", subscriptionStatus: "active" }).where(eq(users.id, user.id));
  const { key } = (await (await c.post("/api/account/api-keys", { name: "script" })).json()) as { key: string };
  return key;
}

const call = (app: TestClient, key: string, method = "GET", path = "/api/v1/artworks", json?: unknown) =>
  app.request(method, path, { json, headers: { authorization: `Bearer ${key}` } });

const limitHeaders = (res: Response) => ({
  limit: res.headers.get("ratelimit-limit"),
  remaining: res.headers.get("ratelimit-remaining"),
  reset: Number(res.headers.get("ratelimit-reset")),
});

describe("requests a minute, per key and plan", () => {
  test("every answer says the limit, what remains and when it resets; past it a 429 with Retry-After", async () => {
    const key = await keyFor();
    // A second app on the same database: another instance sees the same count.
    const instances = [t.client(), new TestClient(createApp(t.deps))];
    for (let i = 1; i <= FREE.requestsPerMinute; i++) {
      const res = await call(instances[i % 2]!, key);
      expect(res.status).toBe(200);
      expect(limitHeaders(res)).toEqual({ limit: "5", remaining: String(5 - i), reset: expect.any(Number) });
      expect(limitHeaders(res).reset).toBeGreaterThan(0);
      expect(limitHeaders(res).reset).toBeLessThanOrEqual(60);
    }
    const refused = await call(instances[0]!, key);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests: this key may send 5 a minute/), code: "rate_limited" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limitHeaders(refused)).toMatchObject({ limit: "5", remaining: "0" });

    // Known to this instance now: its next refusals are paced, without asking the database.
    const started = performance.now();
    expect((await call(instances[0]!, key)).status).toBe(429);
    expect(performance.now() - started).toBeGreaterThanOrEqual(FLOOD_PACE_MS - 5);

    // Another user's key is untouched.
    const bystander = await call(t.client(), await keyFor());
    expect(bystander.status).toBe(200);
    expect(limitHeaders(bystander).remaining).toBe("4");
  });

  test("premium keys get the premium limit", async () => {
    const res = await call(t.client(), await keyFor("premium"));
    expect(limitHeaders(res)).toMatchObject({ limit: "8", remaining: "7" });
  });
});

describe("renders at once, per key and plan", () => {
  test("a free key renders one at a time: a second render while one runs is 429; premium runs two", async () => {
    const upload = async (key: string) => {
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(await encodeFixture(drawQuadrantArtwork(600, 450), "png"))], { type: "image/png" }), "a.png");
      const res = await t.client().request("POST", "/api/v1/artworks", { body: form, headers: { authorization: `Bearer ${key}` } });
      return ((await res.json()) as { id: string }).id;
    };
    const renderTwice = async (key: string) => {
      const body = { artworkId: await upload(key), templateId: template.id, format: "png" };
      return Promise.all([0, 1].map(() => call(t.client(), key, "POST", "/api/v1/renders", body)));
    };
    const free = (await renderTwice(await keyFor())).map((r) => r.status).sort();
    expect(free).toEqual([200, 429]);
    const premium = (await renderTwice(await keyFor("premium"))).map((r) => r.status);
    expect(premium).toEqual([200, 200]);
  });
});

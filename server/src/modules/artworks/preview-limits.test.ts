import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loadConfig } from "../../env";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { createTestApp, type TestApp } from "../../test/test-app";
import { previewUrl, uploadArtwork } from "./testing/artwork-kit";
import { rect, seedTemplate } from "./testing/seed-template";

// Issue 24, item 6: previews are limited per user (or visitor) and per address, whatever the
// options, with 429 and Retry-After.
const LIMIT = loadConfig({ NODE_ENV: "test" }).previewLimitPerMinute;

let t: TestApp;
let templateId: number;
let art: Buffer;

beforeAll(async () => {
  // The shipped default, not the test suites' raised one.
  t = await createTestApp({ previewLimitPerMinute: LIMIT });
  templateId = (await seedTemplate(t.deps, { name: "Mockup #1 - 3x2 - Black - Hall", width: 600, height: 400, windows: [rect(150, 100, 300, 200)] })).id;
  art = await encodeFixture(drawQuadrantArtwork(300, 200), "jpeg");
});
afterAll(() => t.close());

const FITS = ["expand", "fill", "fit"];
/** The i-th preview with other options each time, and the spec's `_t` cache-buster. */
const bustingUrl = (artworkId: string, i: number) => `${previewUrl(artworkId, templateId, FITS[i % 3])}&frame=${i % 2 ? "oak" : "none"}&_t=${i}`;

async function expectLimited(res: Response) {
  expect(res.status, await res.clone().text()).toBe(429);
  const body = (await res.json()) as { message: string; code: string };
  expect(body).toEqual({ code: "rate_limited", message: "Too many previews. Please try again in 1 minute." });
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

describe("preview rate limit", () => {
  test("the limit is between 60 and 300 a minute", () => {
    expect(LIMIT).toBeGreaterThanOrEqual(60);
    expect(LIMIT).toBeLessThanOrEqual(300);
  });

  test("a user's previews with changing options pass up to the limit, then 429 with Retry-After: on any address, on the batch route too", async () => {
    const alice = t.client("10.0.0.1");
    await alice.register("alice@example.com");
    const { id } = await uploadArtwork(alice, art);
    for (let i = 0; i < LIMIT; i++) {
      const res = await alice.get(bustingUrl(id, i));
      if (res.status !== 200) throw new Error(`preview ${i + 1} of ${LIMIT} answered ${res.status}: ${await res.text()}`);
    }
    await expectLimited(await alice.get(bustingUrl(id, LIMIT)));
    await expectLimited(await alice.get(`/api/artworks/${id}/previews?templates=${templateId}&fit=fill`));

    // Per user: the same account from another address is still limited.
    const aliceElsewhere = t.client("10.0.0.2");
    await aliceElsewhere.post("/api/auth/login", { email: "alice@example.com", password: "correct-horse-1" });
    await expectLimited(await aliceElsewhere.get(bustingUrl(id, 1)));

    // Per address: a visitor without an account on the busy address is limited; elsewhere a user is not.
    const bob = t.client("10.0.0.3");
    await bob.register("bob@example.com");
    const bobArt = await uploadArtwork(bob, art);
    expect((await bob.get(bustingUrl(bobArt.id, 0))).status).toBe(200);
    const visitor = t.client("10.0.0.1");
    const visitorArt = await uploadArtwork(visitor, art);
    await expectLimited(await visitor.get(bustingUrl(visitorArt.id, 0)));
  });

  test("an anonymous visitor is limited by its browser token, whatever the address", async () => {
    const visitor = t.client("10.0.1.1");
    const { id } = await uploadArtwork(visitor, art);
    for (let i = 0; i < LIMIT; i++) {
      // Spread over many addresses, as a visitor behind a pool of proxies would be.
      const res = await t.client(`10.0.2.${i % 250}`).request("GET", bustingUrl(id, i), { headers: { cookie: `anon=${visitor.cookie("anon")}` } });
      if (res.status !== 200) throw new Error(`preview ${i + 1} answered ${res.status}: ${await res.text()}`);
    }
    await expectLimited(await visitor.get(bustingUrl(id, LIMIT)));
  });
});

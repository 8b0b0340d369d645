import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TestApp, TestClient } from "../../test/test-app";
import { createArtworkKit, uploadArtwork } from "./testing/artwork-kit";

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let artId: string;

beforeAll(async () => {
  ({ t, alice, bob } = await createArtworkKit());
  // A real 4000 × 5000 px JPEG (a flat colour encodes small and fast).
  const big = await sharp({ create: { width: 4000, height: 5000, channels: 3, background: "#8a6" } }).jpeg().toBuffer();
  artId = (await uploadArtwork(alice, big)).id;
});
afterAll(() => t.close());

const url = (query: string, id = artId) => `/api/artworks/${id}/print-quality${query}`;

describe("GET /api/artworks/{id}/print-quality", () => {
  test("4000 × 5000 px at 50 × 70 cm prints at 203 DPI, Good", async () => {
    const res = await alice.get(url("?size=50x70cm"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ dpi: 203, label: "Good", maxSizeCm: { at300: [33.8, 47.4], at150: [67.7, 94.8] } });
  });

  test("inches and the fit mode count", async () => {
    // 16 × 20 in: 4000 / 16 = 250 across, 5000 / 20 = 250 down.
    expect(await (await alice.get(url("?size=16x20in"))).json()).toMatchObject({ dpi: 250, label: "Good" });
    expect(await (await alice.get(url("?size=50x70cm&fit=fill"))).json()).toMatchObject({ dpi: 181, label: "Fair" });
    expect(await (await alice.get(url("?size=100x140cm"))).json()).toMatchObject({ dpi: 101, label: "Low" });
  });

  test("a bad size is a 400 that says why", async () => {
    for (const [size, message] of [
      ["0x10cm", "at least 1 cm"],
      ["abc", "size must look like 50x70cm"],
      ["1000m", "size must look like"],
      ["100000x100000cm", "at most 500 cm"],
      ["", "size must look like"],
    ] as const) {
      const res = await alice.get(url(`?size=${encodeURIComponent(size)}`));
      expect(res.status, size).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    expect((await alice.get(url(""))).status).toBe(400);
    expect((await alice.get(url("?size=50x70cm&fit=stretch"))).status).toBe(400);
  });

  test("only the owner may ask: anyone else gets the 404 of a missing artwork", async () => {
    expect((await bob.get(url("?size=50x70cm"))).status).toBe(404);
    expect((await t.client().get(url("?size=50x70cm"))).status).toBe(404);
    expect((await alice.get(url("?size=50x70cm", "nope"))).status).toBe(404);
    expect((await alice.get(url("?size=50x70cm", "bad%20id"))).status).toBe(400);
  });

  test("is in the OpenAPI document", async () => {
    const doc = (await (await t.client().get("/api/openapi.json")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain("/api/artworks/{id}/print-quality");
  });
});

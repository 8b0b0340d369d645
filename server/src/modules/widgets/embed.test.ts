import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users, type TemplateRow } from "../../db/schema";
import { TEMPLATE_LIMITS, inspectImage } from "../../image";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { embedModelPath } from "@shared/embed";
import { glbErrors, glbSize } from "../../test/glb";
import { parseTrustProxy } from "../../lib/trusted-proxies";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { postImage } from "../artworks/testing/test-files";
import { seedWallTemplate } from "../artworks/testing/seed-template";

let t: TestApp;
let wall: TemplateRow;
let alice: TestClient;
let art: string;
let otherArt: string;
let widgetId: string;

async function upload(client: TestClient): Promise<string> {
  const res = await postImage(client, "/api/artworks", await encodeFixture(drawQuadrantArtwork(600, 450), "jpeg"), "art.jpg", "image/jpeg");
  return ((await res.json()) as { id: string }).id;
}

beforeAll(async () => {
  // Behind one proxy at 10.0.0.2: X-Forwarded-For names each visitor's address.
  t = await createTestApp({ trustProxy: parseTrustProxy("1") });
  wall = await seedWallTemplate(t.deps, { name: "Bare wall - 4x3 - white - living", width: 1600, height: 1200, pxPerCm: 10, anchor: [800, 600], defaultSize: "40x50cm" });
  alice = t.client();
  await alice.register("alice@example.com");
  await t.db.update(users).set({ subscriptionTier: "premium" }).where(eq(users.email, "alice@example.com"));
  art = await upload(alice);
  otherArt = await upload(alice);
  const res = await alice.post("/api/widgets", { artworkIds: [art], domains: ["shop.example.com", "https://*.example.org"], sizes: ["40x30cm", "60x45cm"], frames: ["oak", "none"] });
  widgetId = ((await res.json()) as { id: string }).id;
}, 120_000);
afterAll(() => t.close());

const preview = (query: string, client = t.client()) => client.get(`/api/embed/${widgetId}/preview?${query}`);

describe("the embed page", () => {
  test("is framed only by the widget's domains, shows the first room inline, hands over only the widget's choices, and counts a view", async () => {
    const res = await t.client().get(`/embed/${widgetId}`);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'self' shop.example.com https://*.example.org;");
    expect(res.headers.get("x-frame-options")).toBeNull();
    const html = await res.text();
    const image = /<img id="view" src="data:image\/jpeg;base64,([^"]+)"/.exec(html);
    expect(image).not.toBeNull();
    expect(await inspectImage(Buffer.from(image![1]!, "base64"), TEMPLATE_LIMITS)).toMatchObject({ format: "jpeg" });
    const data = JSON.parse(/<script type="application\/json" id="widget-data">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
    expect(data).toEqual({
      id: widgetId,
      artworks: [{ id: art, width: 600, height: 450, sizes: ["40x30cm", "60x45cm"] }],
      frames: ["oak", "none"],
      rooms: [{ id: wall.id, name: "Bare wall", thumbnailUrl: expect.stringMatching(/^\/api\/templates\/thumbnails\//), wall: true }],
    });
    expect(html).not.toContain(otherArt);
    expect(html).not.toContain("alice@example.com");
    const { days } = (await (await alice.get(`/api/widgets/${widgetId}`)).json()) as { days: Array<{ views: number }> };
    expect(days.at(-1)?.views).toBeGreaterThanOrEqual(1);
  }, 120_000);

  test("the app's own pages still refuse every frame", async () => {
    const res = await t.client().get("/api/health");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  test("an unknown or deleted widget is a 404 page", async () => {
    for (const id of ["A".repeat(22), "nope"]) {
      const res = await t.client().get(`/embed/${id}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain("This widget is no longer available.");
    }
  });

  test("embed.js inserts the iframe and may be loaded by other sites", async () => {
    const res = await t.client().get("/embed.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/javascript");
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(await res.text()).toContain('"/embed/"');
  });
});

describe("a shopper's previews", () => {
  test("the widget's artwork at its sizes and frames, through the preview renderer", async () => {
    const res = await preview(`artwork=${art}&template=${wall.id}&size=60x45cm&frame=oak`);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
    const small = await preview(`artwork=${art}&template=${wall.id}&size=40x30cm&frame=none`);
    expect(Buffer.from(await small.arrayBuffer()).equals(Buffer.from(await res.arrayBuffer()))).toBe(false);
  }, 120_000);

  test("nothing the widget was not made for: other artworks, sizes, frames, rooms", async () => {
    const cases: Array<[string, number, string]> = [
      [`artwork=${otherArt}&template=${wall.id}&size=40x30cm&frame=oak`, 404, "Artwork not found"],
      [`artwork=${art}&template=${wall.id}&size=50x70cm&frame=oak`, 400, "This widget does not offer that size"],
      [`artwork=${art}&template=${wall.id}&size=40x30cm&frame=gold`, 400, "This widget does not offer that frame"],
      [`artwork=${art}&template=999999&size=40x30cm&frame=oak`, 404, "Template not found"],
      [`artwork=${art}&template=${wall.id}&size=big&frame=oak`, 400, "size must look like 50x70cm or 16x20in (width x height, in cm or in)"],
    ];
    for (const [query, status, message] of cases) {
      const res = await preview(query);
      expect(res.status, query).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    expect((await t.client().get(`/api/embed/${"B".repeat(22)}/preview?artwork=${art}&template=${wall.id}&size=40x30cm&frame=oak`)).status).toBe(404);
  }, 120_000);

  test("View in your room: the GLB passes the Khronos validator and measures the framed print (40 × 30 cm in a 2.5 cm oak frame: 45 × 35 cm); the USDZ too", async () => {
    const choice = { artworkId: art, size: "40x30cm", frame: "oak" as const };
    const res = await t.client().get(embedModelPath(widgetId, choice, "glb"));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("content-type")).toBe("model/gltf-binary");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(await glbErrors(bytes)).toEqual({ numErrors: 0, errors: [] });
    const size = await glbSize(bytes);
    expect(Math.abs(size.width - 0.45)).toBeLessThan(0.001);
    expect(Math.abs(size.height - 0.35)).toBeLessThan(0.001);
    expect(size.doc.getRoot().listMaterials().map((m) => m.getName())).toEqual(expect.arrayContaining(["frame", "print"]));

    const usdz = await t.client().get(embedModelPath(widgetId, { ...choice, frame: "none" }, "usdz"));
    expect(usdz.status).toBe(200);
    expect(usdz.headers.get("content-type")).toBe("model/vnd.usdz+zip");
    expect(Buffer.from(await usdz.arrayBuffer()).subarray(0, 4).readUInt32LE(0)).toBe(0x04034b50);
  }, 120_000);

  test("a model of another widget's artwork is 404; sizes and frames it does not offer are 400", async () => {
    const other = await alice.post("/api/widgets", { artworkIds: [otherArt], domains: ["other.example.com"] });
    expect(other.status).toBe(201);
    const cases: Array<[Parameters<typeof embedModelPath>[1], number, string]> = [
      [{ artworkId: otherArt, size: "40x30cm", frame: "oak" }, 404, "Artwork not found"],
      [{ artworkId: art, size: "50x70cm", frame: "oak" }, 400, "This widget does not offer that size"],
      [{ artworkId: art, size: "40x30cm", frame: "gold" }, 400, "This widget does not offer that frame"],
    ];
    for (const [choice, status, message] of cases) {
      const res = await t.client().get(embedModelPath(widgetId, choice, "glb"));
      expect(res.status, JSON.stringify(choice)).toBe(status);
      expect(await res.json()).toMatchObject({ message, code: status === 404 ? "not_found" : expect.any(String) });
    }
  }, 120_000);

  test("page loads are limited per visitor address (429 with Retry-After), other addresses go on", async () => {
    const visitor = (ip: string) => t.client("10.0.0.2").get(`/embed/${widgetId}`, { "x-forwarded-for": ip });
    let last = 200;
    for (let i = 0; i < 61 && last === 200; i++) last = (await visitor("203.0.113.7")).status;
    expect(last).toBe(429);
    const refused = await visitor("203.0.113.7");
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await visitor("203.0.113.8")).status).toBe(200);
  }, 120_000);
});

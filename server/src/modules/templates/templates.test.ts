import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { templateUploads, templates } from "../../db/schema";
import { makeTestTemplate } from "../../starter-catalogue";
import { ADMIN_EMAIL, createTestApp, markEmailVerified, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
let admin: TestClient;
let user: TestClient;
let templatePng: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.register(ADMIN_EMAIL);
  await markEmailVerified(t.db, ADMIN_EMAIL);
  user = t.client();
  await user.register("user@example.com");
  templatePng = await makeTestTemplate({ width: 600, height: 400, windows: [[[200, 100], [400, 100], [400, 260], [200, 260]]] });
});
afterAll(() => t.close());

const storedFiles = () => {
  const root = path.join(t.deps.config.dataDir, "files");
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name);
  } catch {
    return [];
  }
};

function upload(client: TestClient, bytes: Uint8Array, filename = "t.png", type = "image/png", query = "") {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), filename);
  return client.request("POST", `/api/templates/upload${query}`, { body: form });
}

async function addTemplate(name: string, featured = false) {
  const up = await upload(admin, templatePng);
  expect(up.status).toBe(200);
  const { imageUrl } = (await up.json()) as { imageUrl: string };
  const res = await admin.post("/api/templates", { name, imageUrl, featured });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; imageUrl: string; thumbnailUrl: string; aspectRatio: string | null; color: string | null; roomType: string | null; windowCount: number; category: string };
}

describe("catalogue", () => {
  test("upload then create: geometry, parsed name, default category", async () => {
    const up = await upload(admin, templatePng);
    const body = (await up.json()) as { imageUrl: string; windowCount: number; aspectRatio: string; width: number };
    expect(body).toMatchObject({ windowCount: 1, aspectRatio: "5x4", width: 600 });
    const created = await admin.post("/api/templates", { name: "Mockup #7 - 4x3 - Oak - Bedroom", imageUrl: body.imageUrl });
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({ category: "frame", featured: false, aspectRatio: "4x3", color: "oak", roomType: "bedroom", windowCount: 1 });
    // The upload is consumed: the same image cannot become a second template.
    expect((await admin.post("/api/templates", { name: "Again", imageUrl: body.imageUrl })).status).toBe(400);
  });

  test("a name without a ratio takes the largest window's", async () => {
    expect((await addTemplate("Plain wall")).aspectRatio).toBe("5x4");
  });

  test("lists sort by mockup number, unnumbered last; featured lists only featured", async () => {
    await addTemplate("Mockup #10 - 1x1 - White - Office", true);
    await addTemplate("Mockup #2 - 1x1 - Black - Office");
    const names = ((await (await user.get("/api/templates")).json()) as { name: string }[]).map((x) => x.name);
    expect(names.indexOf("Mockup #2 - 1x1 - Black - Office")).toBeLessThan(names.indexOf("Mockup #7 - 4x3 - Oak - Bedroom"));
    expect(names.indexOf("Mockup #7 - 4x3 - Oak - Bedroom")).toBeLessThan(names.indexOf("Mockup #10 - 1x1 - White - Office"));
    expect(names.at(-1)).toBe("Plain wall");
    const featured = (await (await t.client().get("/api/templates/featured")).json()) as { name: string }[];
    expect(featured.map((x) => x.name)).toEqual(["Mockup #10 - 1x1 - White - Office"]);
  });

  test("images and thumbnails are served with long-lived caching; bad names are refused", async () => {
    const tpl = await addTemplate("Served");
    const image = await t.client().get(tpl.imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toMatch(/immutable/);
    const thumb = await t.client().get(tpl.thumbnailUrl);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    for (const bad of ["..%2F..%2Fdb%2Fpg", "..%2Fx.png", "a%2Fb.png", "x.svg"]) {
      const res = await t.client().get(`/api/templates/images/${bad}`);
      expect([400, 404]).toContain(res.status);
    }
    expect((await t.client().get("/api/templates/images/missing.png")).status).toBe(404);
  });

  test("with ?w= an image comes as WebP at that width, made once and kept; other widths are a 400", async () => {
    const tpl = await addTemplate("Sized");
    const { width } = await sharp(Buffer.from(await (await t.client().get(tpl.imageUrl)).arrayBuffer())).metadata();
    for (const w of [480, 800]) {
      const res = await t.client().get(`${tpl.imageUrl}?w=${w}`);
      expect([res.status, res.headers.get("content-type")]).toEqual([200, "image/webp"]);
      expect(res.headers.get("cache-control")).toMatch(/immutable/);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", Math.min(w, width)]);
    }
    const again = await Promise.all([1, 2, 3].map(() => t.client().get(`${tpl.imageUrl}?w=480`)));
    expect(again.map((r) => r.status)).toEqual([200, 200, 200]);
    const bad = await t.client().get(`${tpl.imageUrl}?w=999`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "bad_request" });
    expect((await t.client().get("/api/templates/images/missing.png?w=480")).status).toBe(404);
  });

  test("toggle featured, then delete removes the row and its files", async () => {
    const tpl = await addTemplate("Doomed");
    const on = await admin.put(`/api/templates/${tpl.id}`, { featured: true });
    expect(await on.json()).toMatchObject({ featured: true });
    const before = storedFiles().length;
    expect((await admin.delete(`/api/templates/${tpl.id}`)).status).toBe(200);
    expect(storedFiles().length).toBe(before - 3);
    expect((await t.client().get(tpl.imageUrl)).status).toBe(404);
    expect((await admin.delete(`/api/templates/${tpl.id}`)).status).toBe(404);
    expect((await admin.put(`/api/templates/999999`, { featured: true })).status).toBe(404);
  });

  test("create refuses URLs that are not our uploads (no server-side fetching)", async () => {
    for (const imageUrl of ["https://example.com/x.png", "/api/templates/images/../../etc.png", "/api/templates/images/nope.png", ""]) {
      expect((await admin.post("/api/templates", { name: "X", imageUrl })).status).toBe(400);
    }
  });
});

describe("bad uploads get a clear 4xx and leave nothing behind", () => {
  const ihdr = (w: number, h: number) => {
    // A valid PNG signature and IHDR claiming w×h, with nothing after it.
    const b = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b, 0);
    b.writeUInt32BE(13, 8);
    b.write("IHDR", 12, "ascii");
    b.writeUInt32BE(w, 16);
    b.writeUInt32BE(h, 20);
    b[24] = 8;
    b[25] = 6;
    return b;
  };
  const cases: [string, () => Promise<Uint8Array> | Uint8Array, number[]][] = [
    ["text named .png", () => Buffer.from("hello, not an image"), [415]],
    ["zero bytes", () => Buffer.alloc(0), [400, 415]],
    ["truncated PNG", () => templatePng.subarray(0, Math.floor(templatePng.length / 2)), [400]],
    ["GIF", () => Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"), [415]],
    ["SVG", () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), [415]],
    ["pixel bomb", () => ihdr(20000, 20000), [413, 400]],
    // Bulk upload takes only cut-out templates (Add New Template also takes photos).
    ["no window (bulk)", () => makeTestTemplate({ width: 300, height: 200, windows: [] }), [400]],
  ];

  test.each(cases)("%s", async (name, make, statuses) => {
    const before = storedFiles().length;
    const res = await upload(admin, await make(), "t.png", "image/png", name.endsWith("(bulk)") ? "?windows=transparent" : "");
    expect(statuses).toContain(res.status);
    expect(((await res.json()) as { message: string }).message.length).toBeGreaterThan(5);
    expect(storedFiles().length).toBe(before);
    expect(await t.db.select().from(templateUploads)).toHaveLength(0);
  });

  test("a missing file field is 400 and a non-multipart body 415", async () => {
    const form = new FormData();
    form.append("other", "x");
    expect((await admin.request("POST", "/api/templates/upload", { body: form })).status).toBe(400);
    expect((await admin.post("/api/templates/upload", { image: "x" })).status).toBe(415);
  });
});

describe("only the admin may change the catalogue", () => {
  test.each([
    ["upload", (c: TestClient) => upload(c, templatePng)],
    ["create", (c: TestClient) => c.post("/api/templates", { name: "x", imageUrl: "/api/templates/images/x.png" })],
    ["update", (c: TestClient) => c.put("/api/templates/1", { featured: true })],
    ["delete", (c: TestClient) => c.delete("/api/templates/1")],
  ])("%s: 401 signed out, 403 for a user, and nothing changes", async (_name, call) => {
    const count = (await t.db.select().from(templates)).length;
    expect((await call(t.client())).status).toBe(401);
    expect((await call(user)).status).toBe(403);
    expect((await t.db.select().from(templates)).length).toBe(count);
  });
});

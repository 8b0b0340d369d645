import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { makeTestTemplate } from "../../starter-catalogue";
import { ADMIN_EMAIL, createTestApp, markEmailVerified, type TestApp, type TestClient } from "../../test/test-app";

let t: TestApp;
let admin: TestClient;
let wallPng: Buffer;
let framedPng: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.register(ADMIN_EMAIL);
  await markEmailVerified(t.db, ADMIN_EMAIL);
  wallPng = await makeTestTemplate({ width: 800, height: 600, windows: [] });
  framedPng = await makeTestTemplate({ width: 600, height: 400, windows: [[[200, 100], [400, 100], [400, 260], [200, 260]]] });
});
afterAll(() => t.close());

function upload(bytes: Uint8Array, query = "") {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "wall.png");
  return admin.request("POST", `/api/templates/upload${query}`, { body: form });
}
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;
type TemplateJson = { id: number; pxPerCm: number | null; anchor: [number, number] | null; defaultSize: string | null; windowCount: number };
const WALL = { pxPerCm: 4, anchor: [400, 250], defaultSize: "50x70cm" };

describe("bare-wall templates", () => {
  test("a wall photo uploaded with bareWall=true needs a wall on create; lists carry pxPerCm", async () => {
    // Bulk upload's transparent-only mode still refuses it; without a mode a frame would be proposed in it.
    expect(await messageOf(await upload(wallPng, "?windows=transparent"))).toContain("No transparent window");
    const up = await upload(wallPng, "?bareWall=true");
    expect(up.status).toBe(200);
    const { imageUrl, windowCount } = (await up.json()) as { imageUrl: string; windowCount: number };
    expect(windowCount).toBe(0);
    const bare = await admin.post("/api/templates", { name: "Sunny wall", imageUrl });
    expect(bare.status).toBe(400);
    expect(await messageOf(bare)).toBe("This template has no transparent window: it needs a wall scale and anchor");
    const created = await admin.post("/api/templates", { name: "Sunny wall", imageUrl, featured: true, wall: { ...WALL, defaultSize: "50 x 70 cm" } });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(await created.json()).toMatchObject({ pxPerCm: 4, anchor: [400, 250], defaultSize: "50x70cm", windowCount: 0 });
    for (const path of ["/api/templates", "/api/templates/featured"]) {
      const list = (await (await t.client().get(path)).json()) as (TemplateJson & { name: string })[];
      expect(list.find((x) => x.name === "Sunny wall")?.pxPerCm).toBe(4);
    }
  });

  test("window templates list pxPerCm null; PUT sets and removes a scale", async () => {
    const { imageUrl } = (await (await upload(framedPng)).json()) as { imageUrl: string };
    const created = (await (await admin.post("/api/templates", { name: "Framed", imageUrl })).json()) as TemplateJson;
    expect(created.pxPerCm).toBeNull();
    const set = await admin.put(`/api/templates/${created.id}`, { wall: { pxPerCm: 2, anchor: [300, 150], defaultSize: "30x40cm" } });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ pxPerCm: 2, anchor: [300, 150], defaultSize: "30x40cm" });
    const removed = await admin.put(`/api/templates/${created.id}`, { wall: null });
    expect(await removed.json()).toMatchObject({ pxPerCm: null, anchor: null, defaultSize: null });
    // The spec's featured toggle still works on its own.
    expect(await (await admin.put(`/api/templates/${created.id}`, { featured: true })).json()).toMatchObject({ featured: true });
  });

  test("bad scales, anchors and sizes are 400 with a message, and change nothing", async () => {
    const { imageUrl } = (await (await upload(wallPng, "?bareWall=true")).json()) as { imageUrl: string };
    const { id } = (await (await admin.post("/api/templates", { name: "Wall 2", imageUrl, wall: WALL })).json()) as TemplateJson;
    for (const [wall, message] of [
      [{ ...WALL, pxPerCm: 0 }, "pxPerCm must be a number of pixels per cm between 0.05 and 1000"],
      [{ ...WALL, pxPerCm: "four" }, "pxPerCm must be a number of pixels per cm"],
      [{ ...WALL, anchor: [10] }, "anchor must be [x, y]"],
      [{ ...WALL, anchor: [-1, 5] }, "anchor must be [x, y]"],
      [{ ...WALL, anchor: [900, 100] }, "anchor must lie in the 800 × 600 px image"],
      [{ ...WALL, defaultSize: "abc" }, "size must look like 50x70cm"],
      [{ ...WALL, defaultSize: "0x10cm" }, "size must be at least 1 cm"],
      // 400 px per cm: a 50 cm wide print would be 20000 px, in an 800 px photo (a scale per metre typed as per cm).
      [{ ...WALL, pxPerCm: 400 }, "At 400 px per cm a 50x70cm print is 20000 × 28000 px: larger than the 800 × 600 px image"],
      ["big", "wall must be an object"],
    ] as const) {
      const res = await admin.put(`/api/templates/${id}`, { wall });
      expect(res.status, JSON.stringify(wall)).toBe(400);
      expect(await messageOf(res)).toContain(message);
    }
    expect((await admin.put(`/api/templates/${id}`, {})).status).toBe(400);
    const after = ((await (await admin.get("/api/templates")).json()) as TemplateJson[]).find((x) => x.id === id);
    expect(after).toMatchObject(WALL);
    // A bare wall cannot lose its scale: it has no window to fall back on.
    const drop = await admin.put(`/api/templates/${id}`, { wall: null });
    expect(drop.status).toBe(400);
    // Not for users.
    expect((await t.client().put(`/api/templates/${id}`, { wall: WALL })).status).toBe(401);
  });
});

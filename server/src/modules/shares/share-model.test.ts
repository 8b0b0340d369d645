import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { savedMockups, shareLinks, type TemplateRow } from "../../db/schema";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { glbErrors, glbSize } from "../../test/glb";
import { createTestApp, type TestApp, type TestClient } from "../../test/test-app";
import { postImage } from "../artworks/testing/test-files";
import { readZip } from "../exports/testing/export-kit";
import { seedWallTemplate } from "../artworks/testing/seed-template";
import { printFaceKey } from "./print-face-key";

let t: TestApp;
let template: TemplateRow;
let artJpeg: Buffer;
let alice: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  template = await seedWallTemplate(t.deps, { name: "Bare wall", width: 1600, height: 1200, pxPerCm: 10, anchor: [800, 600], defaultSize: "40x50cm" });
  artJpeg = await encodeFixture(drawQuadrantArtwork(1200, 900), "jpeg");
  alice = t.client();
  await alice.register("alice@example.com");
}, 120_000);
afterAll(() => t.close());

/** A studio save shared: the link's token. */
async function sharedMockup(options: Record<string, unknown>): Promise<string> {
  const art = await postImage(alice, "/api/artworks", artJpeg, "art.jpg", "image/jpeg");
  expect(art.status).toBe(201);
  const { id: artworkId } = (await art.json()) as { id: string };
  const saved = await alice.post("/api/mockups", { name: "Harbour", artworkId, templateId: template.id, fit: "fill", ...options });
  expect(saved.status, await saved.clone().text()).toBe(201);
  const { id } = (await saved.json()) as { id: number };
  const shared = await alice.post(`/api/mockups/${id}/share`, {});
  expect(shared.status).toBe(201);
  return ((await shared.json()) as { token: string }).token;
}

async function fetchModel(token: string, format: "glb" | "usdz") {
  const res = await t.client().get(`/api/shares/${token}/model.${format}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return { type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

type LocalEntry = { name: string; method: number; dataOffset: number; size: number };

/** The local file headers, walked from the start as a reader that maps the file would. */
function localEntries(zip: Buffer): LocalEntry[] {
  const entries: LocalEntry[] = [];
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    const dataOffset = at + 30 + nameLength + extraLength;
    entries.push({ name: zip.toString("utf8", at + 30, at + 30 + nameLength), method: zip.readUInt16LE(at + 8), dataOffset, size });
    at = dataOffset + size;
  }
  return entries;
}

/** The union of every `extent` in a USDA layer. */
function usdaExtent(usda: string) {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (const m of usda.matchAll(/float3\[\] extent = \[\(([^)]*)\), \(([^)]*)\)\]/g)) {
    const lo = m[1]!.split(",").map(Number);
    const hi = m[2]!.split(",").map(Number);
    for (let i = 0; i < 3; i++) {
      min[i] = Math.min(min[i]!, lo[i]!);
      max[i] = Math.max(max[i]!, hi[i]!);
    }
  }
  return { width: max[0]! - min[0]!, height: max[1]! - min[1]! };
}

const MM = 0.001;

describe("AR models of a shared framed print", () => {
  test("the GLB passes the Khronos validator and measures the framed print: 40 × 30 cm, 5 cm mat, 2.5 cm oak frame", async () => {
    const token = await sharedMockup({ frame: "oak", mat: "white", size: "40x30cm" });
    const { type, bytes } = await fetchModel(token, "glb");
    expect(type).toBe("model/gltf-binary");
    expect(await glbErrors(bytes)).toEqual({ numErrors: 0, errors: [] });

    const size = await glbSize(bytes);
    expect(Math.abs(size.width - 0.55)).toBeLessThan(MM);
    expect(Math.abs(size.height - 0.45)).toBeLessThan(MM);
    // A moulding stands out from the wall; a print is not a sheet of paper.
    expect(size.depth).toBeGreaterThan(0.01);
    const materials = size.doc.getRoot().listMaterials().map((m) => m.getName());
    expect(materials).toEqual(expect.arrayContaining(["frame", "mat", "print", "glass"]));
    const glass = size.doc.getRoot().listMaterials().find((m) => m.getName() === "glass")!;
    expect(glass.getAlphaMode()).toBe("BLEND");
    // The art is the print's texture, in the print's proportions (40 × 30), ≤ 2048 px.
    const [texture] = size.doc.getRoot().listTextures();
    const [w, h] = texture!.getSize()!;
    expect(Math.max(w, h)).toBeLessThanOrEqual(2048);
    expect(w / h).toBeCloseTo(40 / 30, 2);
  }, 120_000);

  test("the USDZ is a stored zip, the USDA first, every file 64-byte aligned, in metres with the same extent", async () => {
    const token = await sharedMockup({ frame: "walnut", frameWidth: 4, size: "50x70cm" });
    const { type, bytes } = await fetchModel(token, "usdz");
    expect(type).toBe("model/vnd.usdz+zip");
    const entries = localEntries(bytes);
    expect(entries.map((e) => e.name)).toEqual(["framed-print.usda", "print-face.jpg"]);
    for (const entry of entries) {
      expect(entry.method, entry.name).toBe(0);
      expect(entry.dataOffset % 64, entry.name).toBe(0);
    }
    // yauzl, an independent reader, checks the central directory and the CRCs.
    const files = await readZip(bytes);
    expect(files.map((f) => f.name)).toEqual(["framed-print.usda", "print-face.jpg"]);
    const usda = files[0]!.data.toString("utf8");
    expect(usda.startsWith("#usda 1.0")).toBe(true);
    expect(usda).toContain("metersPerUnit = 1");
    expect(usda).toContain('upAxis = "Y"');
    expect(usda).toContain("@print-face.jpg@");
    // 50 × 70 cm in a 4 cm frame, no mat: 58 × 78 cm, as the GLB says.
    const extent = usdaExtent(usda);
    expect(Math.abs(extent.width - 0.58)).toBeLessThan(MM);
    expect(Math.abs(extent.height - 0.78)).toBeLessThan(MM);
    const glb = await glbSize((await fetchModel(token, "glb")).bytes);
    expect(Math.abs(glb.width - extent.width)).toBeLessThan(MM);
    expect(Math.abs(glb.height - extent.height)).toBeLessThan(MM);
  }, 120_000);

  test("an unframed print with no size chosen hangs in the art's proportions; a revoked link has no model", async () => {
    const token = await sharedMockup({});
    const { bytes } = await fetchModel(token, "glb");
    expect((await glbErrors(bytes)).numErrors).toBe(0);
    const size = await glbSize(bytes);
    expect(size.width / size.height).toBeCloseTo(1200 / 900, 2);

    expect((await alice.delete(`/api/shares/${token}`)).status).toBe(200);
    const gone = await t.client().get(`/api/shares/${token}/model.usdz`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ code: "not_found" });
  }, 120_000);

  test("the share page offers View in your room with model-viewer from the app itself; a mockup without a print face has neither", async () => {
    const token = await sharedMockup({ frame: "black", size: "30x40cm" });
    const html = await (await t.client().get(`/s/${token}`)).text();
    expect(html).toContain('<script type="module" src="/assets/model-viewer-4.4.0.min.js"></script>');
    expect(html).toContain(`<model-viewer src="/api/shares/${token}/model.glb" ios-src="/api/shares/${token}/model.usdz" ar ar-modes="webxr scene-viewer quick-look"`);
    expect(html).toContain("camera-controls");
    expect(html).toContain('<h2 id="room-title">View in your room</h2>');

    // As a mockup saved before models existed: no print face beside its images.
    const [row] = await t.db.select().from(savedMockups).innerJoin(shareLinks, eq(shareLinks.mockupId, savedMockups.id)).where(eq(shareLinks.token, token));
    await t.deps.storage.delete(printFaceKey(row!.saved_mockups)!);
    const plain = await (await t.client().get(`/s/${token}`)).text();
    expect(plain).not.toContain("<script");
    expect(plain).not.toContain("View in your room");
    const none = await t.client().get(`/api/shares/${token}/model.glb`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: "This mockup has no 3D model", code: "not_found" });
  }, 120_000);
});

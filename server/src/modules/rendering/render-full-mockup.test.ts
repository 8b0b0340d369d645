import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ArtworkRow, TemplateRow } from "../../db/schema";
import { prepareArtwork, prepareTemplate, windowFromQuad, type OutputFormat, type RawImage } from "../../image";
import { drawTemplate } from "../../image/fixtures/draw-template";
import { drawWallPhoto } from "../../image/fixtures/draw-wall-photo";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { AppError } from "../../lib/errors";
import { createLocalStorage, type Storage } from "../../lib/storage";
import { artworkKeys } from "./artwork-copies";
import { templateKeys } from "../templates/template-files";
import { chooseArtworkSource } from "./choose-artwork-source";
import type { RenderableTemplate } from "./find-template";
import { renderFullMockup, type FullRenderOptions } from "./render-full-mockup";

let dataDir: string;
let storage: Storage;
/** The same files read as bytes (`get`), as every render did before local files were read by path. */
let asBytes: Storage;
const templates: Record<string, RenderableTemplate> = {};
const artworks: Record<string, ArtworkRow> = {};

/** A photo-like JPEG: smooth colour fields with grain. */
function photoLike(width: number, height: number): Promise<Buffer> {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0, o = 0; y < height; y++) {
    for (let x = 0; x < width; x++, o += 3) {
      const grain = ((x * 7919 + y * 104729) % 17) - 8;
      data[o] = 128 + 100 * Math.sin(x / 90) + grain;
      data[o + 1] = 128 + 90 * Math.cos(y / 70) + grain;
      data[o + 2] = 128 + 80 * Math.sin((x + y) / 120) + grain;
    }
  }
  const image: RawImage = { data, width, height, channels: 3 };
  return encodeFixture(image, "jpeg");
}

/** An artwork's stored copies, as `createArtwork` stores them. */
async function storeArtwork(id: string, upload: Buffer): Promise<ArtworkRow> {
  const prepared = await prepareArtwork(upload);
  await storage.put(artworkKeys(id).original, upload, "image/jpeg");
  await storage.put(artworkKeys(id).working, prepared.working.data, prepared.working.contentType);
  return { id, width: prepared.width, height: prepared.height } as ArtworkRow;
}

/** A template stored under `file`, as the catalogue's ingest stores it. */
/** The row fields a render reads (its id names its cached preview copy); the rest is never read here. */
let nextId = 1;
const row = () => ({ id: nextId++ }) as TemplateRow;

async function storeTemplate(file: string, upload: Buffer): Promise<RenderableTemplate> {
  const prepared = await prepareTemplate(upload);
  await storage.put(templateKeys(file).full, prepared.image.data, "image/png");
  // Full renders ask the preview copy whether the frames hold a mat of their own, as previews do.
  await storage.put(templateKeys(file).preview, prepared.preview.data, "image/png");
  return { row: row(), file, keys: templateKeys(file), version: "", width: prepared.width, height: prepared.height, windows: prepared.windows };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "render-full-"));
  storage = createLocalStorage(dataDir);
  asBytes = { ...storage, localPath: undefined };
  const frame = (x0: number, y0: number, x1: number, y1: number): [number, number][] => [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  const flat = drawTemplate({ width: 800, height: 600, frame: 20, texture: "noise", windows: [{ corners: frame(80, 100, 340, 440) }, { corners: frame(460, 140, 720, 480) }] });
  templates.flat = await storeTemplate("flat.png", await encodeFixture(flat));
  const angled = drawTemplate({
    width: 800,
    height: 600,
    frame: 20,
    texture: "noise",
    windows: [{ corners: frame(80, 100, 340, 440) }, { corners: [[460.3, 140.6], [720.2, 170.1], [710.7, 500.4], [450.5, 470.9]] }],
  });
  templates.angled = await storeTemplate("angled.png", await encodeFixture(angled));
  // A room photo: opaque, the art drawn over a frame's picture area.
  const inner = frame(300, 150, 520, 430);
  const photo = drawWallPhoto({ width: 800, height: 600, frames: [{ inner, frameWidth: 16 }], noise: 4 });
  const room = await encodeFixture(photo);
  await storage.put(templateKeys("room.png").full, room, "image/png");
  templates.room = { row: row(), file: "room.png", keys: templateKeys("room.png"), version: "", width: 800, height: 600, windows: [windowFromQuad(inner, photo, { placement: "over", detected: true })] };
  await storage.put(templateKeys("wall.png").full, room, "image/png");
  const defaultSize = { width: 40, height: 30, unit: "cm" as const, widthCm: 40, heightCm: 30 };
  templates.wall = { ...templates.room, row: row(), file: "wall.png", keys: templateKeys("wall.png"), windows: [], wall: { pxPerCm: 3, anchor: [400, 280], defaultSize } };

  artworks.photo = await storeArtwork("photo", await photoLike(1200, 900));
  // 3200 × 400: its 1600 × 200 working copy would be stretched ×1.7 into a window, so renders read the original.
  artworks.wide = await storeArtwork("wide", await photoLike(3200, 400));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("renderFullMockup on local storage (files read by path)", () => {
  const cases: [string, string, OutputFormat, Partial<FullRenderOptions>][] = [
    ["flat", "photo", "jpeg", {}],
    ["flat", "photo", "png", {}],
    ["flat", "wide", "jpeg", {}],
    ["flat", "photo", "jpeg", { maxSide: 500 }],
    ["flat", "photo", "jpeg", { fit: "fit", render: { frame: "none", frameWidth: 2.5, mat: "white", matWidth: 5 } }],
    ["angled", "photo", "jpeg", {}],
    ["angled", "wide", "png", {}],
    ["room", "photo", "jpeg", {}],
    ["room", "photo", "png", { light: "off" }],
    ["wall", "photo", "jpeg", {}],
  ];
  it.each(cases)("%s template, %s art, %s %j: the very bytes of a render from the files' bytes", async (name, art, format, extra) => {
    const template = templates[name]!;
    const artwork = artworks[art]!;
    const options: FullRenderOptions = { fit: "expand", format, ...extra };
    // Twice: a template's first JPEG learns its opacity outside the windows, later ones use it.
    for (let round = 0; round < 2; round++) {
      const byPath = await renderFullMockup(storage, artwork, template, options);
      const byBytes = await renderFullMockup(asBytes, artwork, template, options);
      expect(byPath.format).toBe(format);
      expect(byPath.width).toBe(extra.maxSide ? 500 : template.width);
      expect(byPath.data.equals(byBytes.data)).toBe(true);
    }
  });

  it("covers both stored copies of the art", () => {
    expect(chooseArtworkSource(artworks.photo!, templates.flat!.windows, 1, "expand")).toBe("working");
    expect(chooseArtworkSource(artworks.wide!, templates.flat!.windows, 1, "expand")).toBe("original");
  });

  it("answers 404 when the template's file is gone, or goes while the engine reads it", async () => {
    const gone = { ...templates.flat!, keys: templateKeys("never-stored.png") };
    await expect(renderFullMockup(storage, artworks.photo!, gone, { fit: "expand", format: "jpeg" })).rejects.toMatchObject({ code: "not_found", message: "Template image not found" });
    // Found, then deleted before libvips opens it (a template deleted during an export).
    await storage.put(templateKeys("doomed.png").full, (await storage.get(templates.flat!.keys.full))!, "image/png");
    const doomed = { ...templates.flat!, file: "doomed.png", keys: templateKeys("doomed.png") };
    const racing: Storage = {
      ...storage,
      async localPath(key) {
        const file = await storage.localPath!(key);
        if (key === doomed.keys.full) await storage.delete(key);
        return file;
      },
    };
    const error = await renderFullMockup(racing, artworks.photo!, doomed, { fit: "expand", format: "jpeg" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "not_found", message: "Template image not found" });
  });

  it("answers 404 when the art's file goes while the engine reads it", async () => {
    const id = "art-doomed";
    await storage.put(artworkKeys(id).working, (await storage.get(artworkKeys("photo").working))!, "image/jpeg");
    const doomed = { ...artworks.photo!, id };
    const racing: Storage = {
      ...storage,
      async localPath(key) {
        const file = await storage.localPath!(key);
        if (key === artworkKeys(id).working) await storage.delete(key);
        return file;
      },
    };
    // 400 px output: the working copy is enough.
    await expect(renderFullMockup(racing, doomed, templates.flat!, { fit: "expand", format: "jpeg", maxSide: 400 })).rejects.toMatchObject({ code: "not_found" });
  });
});

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TemplateRow } from "../../db/schema";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { readPixels } from "../../image/fixtures/read-pixels";
import type { RawImage } from "../../image";
import type { TestApp, TestClient } from "../../test/test-app";
import { createArtworkKit, exportUrl, uploadArtwork } from "./testing/artwork-kit";
import { seedWallTemplate } from "./testing/seed-template";

/** The test wall: 1600 × 1100 px at 10 px per cm (a 160 cm stretch of wall), the piece centred at (800, 520). */
const WALL = { width: 1600, height: 1100, pxPerCm: 10, anchor: [800, 520] as [number, number] };

let t: TestApp;
let wall: TemplateRow;
let alice: TestClient;
let artId: string;
let artJpeg: Buffer;

beforeAll(async () => {
  ({ t, artJpeg, alice } = await createArtworkKit());
  wall = await seedWallTemplate(t.deps, { name: "Bare wall", ...WALL, defaultSize: "40x50cm" });
  artId = (await uploadArtwork(alice, artJpeg)).id;
});
afterAll(() => t.close());

const render = async (query: string) => {
  const res = await alice.get(exportUrl(artId, wall.id, `?fit=fill${query}`));
  expect(res.status, await res.clone().text()).toBe(200);
  return readPixels(Buffer.from(await res.arrayBuffer()));
};
const rgb = (image: RawImage, x: number, y: number) => {
  const o = (y * image.width + x) * image.channels;
  return [image.data[o]!, image.data[o + 1]!, image.data[o + 2]!] as const;
};
const luma = ([r, g, b]: readonly number[]) => 0.299 * r! + 0.587 * g! + 0.114 * b!;
/** A black moulding is far darker than the wall or its shadow. */
const isFrame = (p: readonly number[]) => luma(p) < 75;

/** Columns of the first and last frame pixel on row y: the framed piece's outer edges. */
function pieceSpan(image: RawImage, y: number): [number, number] {
  let first = -1;
  let last = -1;
  for (let x = 0; x < image.width; x++) {
    if (!isFrame(rgb(image, x, y))) continue;
    if (first < 0) first = x;
    last = x;
  }
  return [first, last];
}

/** Rows of the first and last frame pixel in column x: the framed piece's top and bottom edges. */
function pieceColumnSpan(image: RawImage, x: number): [number, number] {
  let first = -1;
  let last = -1;
  for (let y = 0; y < image.height; y++) {
    if (!isFrame(rgb(image, x, y))) continue;
    if (first < 0) first = y;
    last = y;
  }
  return [first, last];
}

describe("a bare wall with a known scale", () => {
  test("the piece is drawn at true size: 30x40 and 60x80 cm widths in the ratio of the sizes plus frames", async () => {
    const row = WALL.anchor[1] - 60;
    const small = pieceSpan(await render("&frame=black&frameWidth=2.5&size=30x40cm"), row);
    const large = pieceSpan(await render("&frame=black&frameWidth=2.5&size=60x80cm"), row);
    const smallWidth = small[1] - small[0] + 1;
    const largeWidth = large[1] - large[0] + 1;
    const expected = (60 + 2 * 2.5) / (30 + 2 * 2.5);
    expect(Math.abs(largeWidth / smallWidth / expected - 1)).toBeLessThan(0.03);
    // And each is its size in cm at the wall's 10 px per cm, centred on the anchor.
    expect(Math.abs(smallWidth - 350)).toBeLessThanOrEqual(2);
    expect(Math.abs((large[0] + large[1] + 1) / 2 - WALL.anchor[0])).toBeLessThanOrEqual(1.5);
  });

  test("a 5 cm mat at 50x70 is a 50 px band at 10 px per cm", async () => {
    const image = await render("&frame=black&mat=white&matWidth=5&size=50x70cm");
    // A row through the print's red top-left quadrant: frame, then white board, then red print.
    const y = WALL.anchor[1] - 100;
    let x = pieceSpan(image, y)[0];
    while (isFrame(rgb(image, x, y))) x++;
    const matStart = x;
    const isRed = ([r = 0, g = 0, b = 0]: readonly number[]) => r > 150 && g < 110 && b < 110;
    while (!isRed(rgb(image, x, y))) x++;
    expect(Math.abs(x - matStart - 50)).toBeLessThanOrEqual(1);
  });

  test("with no size chosen a landscape artwork hangs as a landscape print of its own proportions", async () => {
    // The wall was dressed with a 40 × 50 cm portrait; the 900 × 600 px art is 3:2 landscape. Its
    // default is the 3:2 standard size nearest that weight, 60 × 40 cm: 65 × 45 cm with the moulding.
    const image = await render("&frame=black");
    const across = pieceSpan(image, WALL.anchor[1] - 60);
    const down = pieceColumnSpan(image, WALL.anchor[0] - 60);
    const width = across[1] - across[0] + 1;
    const height = down[1] - down[0] + 1;
    expect(Math.abs(width - 650)).toBeLessThanOrEqual(2);
    expect(Math.abs(height - 450)).toBeLessThanOrEqual(2);
    // The print inside the 2.5 cm (25 px) moulding keeps the art's 3:2 within a pixel's worth.
    expect(Math.abs((width - 50) / (height - 50) / 1.5 - 1)).toBeLessThan(0.01);
  });

  test("the default follows the artwork: portrait art on the same wall hangs portrait", async () => {
    const tall = (await uploadArtwork(alice, await encodeFixture(drawQuadrantArtwork(600, 900), "jpeg"), "tall.jpg")).id;
    const res = await alice.get(exportUrl(tall, wall.id, "?fit=fill&frame=black"));
    expect(res.status).toBe(200);
    const image = await readPixels(Buffer.from(await res.arrayBuffer()));
    const across = pieceSpan(image, WALL.anchor[1] - 60);
    const down = pieceColumnSpan(image, WALL.anchor[0] - 60);
    // 40 × 60 cm, the 2:3 size nearest the wall's 40 × 50 cm: 45 × 65 cm framed.
    expect(Math.abs(across[1] - across[0] + 1 - 450)).toBeLessThanOrEqual(2);
    expect(Math.abs(down[1] - down[0] + 1 - 650)).toBeLessThanOrEqual(2);
  });

  test("a save with no size chosen records the size it shows", async () => {
    const res = await alice.post("/api/mockups", { name: "On the wall", artworkId: artId, templateId: wall.id, frame: "black" });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { options: { size: string | null } }).options.size).toBe("60x40cm");
  });

  test("previews of a bare wall are revalidated: the admin may change its scale under the same URL", async () => {
    const res = await alice.get(`/api/artworks/${artId}/mockups/${wall.id}?fit=fill&size=30x40cm`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
  });
});

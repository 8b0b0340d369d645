import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TemplateRow } from "../../db/schema";
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

  test("with no size chosen the template's default size is shown", async () => {
    const row = WALL.anchor[1] - 60;
    const span = pieceSpan(await render("&frame=black"), row);
    // 40 × 50 cm plus two 2.5 cm mouldings: 45 cm, 450 px.
    expect(Math.abs(span[1] - span[0] + 1 - 450)).toBeLessThanOrEqual(2);
  });

  test("a save with no size chosen records the default size it shows", async () => {
    const res = await alice.post("/api/mockups", { name: "On the wall", artworkId: artId, templateId: wall.id, frame: "black" });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await res.json()) as { options: { size: string | null } }).options.size).toBe("40x50cm");
  });

  test("previews of a bare wall are revalidated: the admin may change its scale under the same URL", async () => {
    const res = await alice.get(`/api/artworks/${artId}/mockups/${wall.id}?fit=fill&size=30x40cm`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
  });
});

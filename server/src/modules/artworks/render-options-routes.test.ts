import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { TemplateRow } from "../../db/schema";
import { pixelAt, readPixels } from "../../image/fixtures/read-pixels";
import type { TestApp, TestClient } from "../../test/test-app";
import { createArtworkKit, exportUrl, uploadArtwork } from "./testing/artwork-kit";

let t: TestApp;
let small: TemplateRow;
let artJpeg: Buffer;
let alice: TestClient;
let artId: string;

beforeAll(async () => {
  ({ t, small, artJpeg, alice } = await createArtworkKit());
  artId = (await uploadArtwork(alice, artJpeg)).id;
});
afterAll(() => t.close());

const preview = (query: string) => alice.get(`/api/artworks/${artId}/mockups/${small.id}?fit=fill${query}`);
const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

describe("frame, mat and size on the image routes", () => {
  test("a mat shows as a board band inside the window; the frame is the template's own", async () => {
    const plain = await readPixels(Buffer.from(await (await preview("")).arrayBuffer()));
    const res = await preview("&mat=white&matWidth=5&size=30x20cm&frame=oak");
    expect(res.status).toBe(200);
    const matted = await readPixels(Buffer.from(await res.arrayBuffer()));
    // The 600 × 400 template's window (150,100)-(450,300) is (100,67)-(300,200) at 400 wide. A
    // 30 × 20 cm print with 5 cm mats is 40 × 30 cm: 5 px per cm, a 25 px band, the mat at x ≈ 110.
    const near = pixelAt(matted, [110, 133]);
    expect(Math.min(near[0]!, near[1]!, near[2]!)).toBeGreaterThan(220);
    expect(pixelAt(plain, [110, 133])).not.toEqual(near);
    // Outside the window nothing changed (no frame drawn over the photo's own).
    expect(pixelAt(matted, [20, 20])).toEqual(pixelAt(plain, [20, 20]));
  });

  test("bad options are a 400 with a message, on preview and export", async () => {
    for (const [query, message] of [
      ["&frame=plastic", "frame must be one of none, black, white, oak, walnut, natural, gold, silver"],
      ["&mat=grey", "mat must be one of none, white, ivory, black"],
      ["&matWidth=abc", "matWidth must be a number of cm"],
      ["&matWidth=100", "matWidth must be between 0.5 and 30 cm"],
      ["&frameWidth=0", "frameWidth must be between 0.5 and 15 cm"],
      ["&size=0x10cm", "size must be at least 1 cm on each side"],
      ["&size=abc", "size must look like 50x70cm"],
      ["&size=1000m", "size must look like 50x70cm"],
    ] as const) {
      const res = await preview(query);
      expect(res.status, query).toBe(400);
      expect(await messageOf(res)).toContain(message);
      const exp = await alice.get(exportUrl(artId, small.id, `?fit=fill${query}`));
      expect(exp.status, query).toBe(400);
    }
  });

  test("an export carries the mat too", async () => {
    const res = await alice.get(exportUrl(artId, small.id, "?fit=fill&mat=black&size=30x20cm"));
    expect(res.status).toBe(200);
    const pixels = await readPixels(Buffer.from(await res.arrayBuffer()));
    // Full size: 10 px per cm, the black board from x = 150 to ≈ 200.
    const board = pixelAt(pixels, [165, 200]);
    expect(Math.max(board[0]!, board[1]!, board[2]!)).toBeLessThan(60);
  });
});

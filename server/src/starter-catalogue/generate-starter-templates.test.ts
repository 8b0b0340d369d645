import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { AlphaMap } from "./decode-alpha";
import { decodeAlpha, windowMismatch } from "./decode-alpha";
import { STARTER_TEMPLATE_COUNT, starterScene } from "./describe-starter-template";
import { generateStarterTemplate } from "./generate-starter-template";
import { iterateStarterTemplates } from "./generate-starter-templates";
import type { Point } from "./geometry/point";
import { renderSceneSvg } from "./scene/render-scene-svg";
import type { StarterTemplate } from "./starter-types";

/** Tests draw the whole catalogue at this share of full size: the same scenes, fast. */
const SMALL = 0.2;
/** Rendering is CPU-bound and the machine is shared: generous limits keep a busy run from failing on time. */
const FULL_SIZE_TIMEOUT = 60_000;
const CATALOGUE_TIMEOUT = 180_000;
/** Full-size checks: a flat single frame, a pair, and two angled shots (side wall, leaning). */
const FULL_SIZE = [0, 6, 4, 5];

const toward = (p: Point, q: Point, d: number): Point => {
  const len = Math.hypot(q[0] - p[0], q[1] - p[1]);
  return [p[0] + ((q[0] - p[0]) * d) / len, p[1] + ((q[1] - p[1]) * d) / len];
};

function expectWindowsAndBorder(t: StarterTemplate, a: AlphaMap): void {
  for (let x = 0; x < a.width; x++) expect(Math.min(a.at(x, 0), a.at(x, a.height - 1)), `${t.name} border`).toBe(255);
  for (let y = 0; y < a.height; y++) expect(Math.min(a.at(0, y), a.at(a.width - 1, y)), `${t.name} border`).toBe(255);
  for (const w of t.windows) {
    const c: Point = [(w.quad[0][0] + w.quad[2][0]) / 2, (w.quad[0][1] + w.quad[2][1]) / 2];
    expect(a.at(...c), `${t.name} centre`).toBe(0);
    for (const corner of w.quad) {
      expect(a.at(...toward(corner, c, 3)), `${t.name} corner inward`).toBe(0);
      expect(a.at(...toward(corner, c, -3)), `${t.name} corner outward`).toBe(255);
    }
  }
}

describe("starter templates", () => {
  it.each(FULL_SIZE.map((i) => [i + 1, i]))("draws Mockup #%i at full size with its windows transparent", async (_n, i) => {
    const t = await generateStarterTemplate(i);
    const meta = await sharp(t.png).metadata();
    expect(meta).toMatchObject({ format: "png", width: t.width, height: t.height, hasAlpha: true });
    expect(Math.max(t.width, t.height)).toBeGreaterThanOrEqual(2400);
    expectWindowsAndBorder(t, await decodeAlpha(t.png));
  }, FULL_SIZE_TIMEOUT);

  it("draws the whole catalogue (small) with windows exactly where described and nothing in front of them", async () => {
    let count = 0;
    for await (const t of iterateStarterTemplates({ scale: SMALL })) {
      expect(t.index).toBe(count++);
      const a = await decodeAlpha(t.png);
      expectWindowsAndBorder(t, a);
      const quads = t.windows.map((w) => w.quad);
      expect(windowMismatch(a, quads), t.name).toEqual({ notClear: 0, notOpaque: 0 });
      // Furniture drawn in front of the frames must not reach into a window (the cut would hide it).
      const front = await decodeAlpha(await sharp(Buffer.from(renderSceneSvg(starterScene(t.index, SMALL), { frontOnly: true }))).png().toBuffer());
      expect(windowMismatch(front, quads, 1).notClear, `${t.name} covered`).toBe(0);
    }
    expect(count).toBe(STARTER_TEMPLATE_COUNT);
  }, CATALOGUE_TIMEOUT);

  it("rejects an index outside the catalogue", async () => {
    await expect(generateStarterTemplate(STARTER_TEMPLATE_COUNT)).rejects.toThrow(RangeError);
  });
});

import { describe, expect, test } from "vitest";
import { findPhotoFrames } from "./find-photo-frames";
import { drawWallPhoto } from "../fixtures/draw-wall-photo";
import { cornerError, wallCase } from "../fixtures/wall-cases";

/** The target: every corner within 1.5 % of the image diagonal. */
const TARGET = 0.015;

describe("findPhotoFrames", () => {
  test.each(Array.from({ length: 12 }, (_, i) => i + 1))("finds the framed picture on generated wall #%i within 1.5 percent of the diagonal", async (seed) => {
    const { photo, truth } = wallCase(seed);
    const [best] = await findPhotoFrames(photo);
    expect(best, "nothing found").toBeDefined();
    expect(best!.confident, "found, but not sure").toBe(true);
    expect(cornerError(best!.quad, truth, photo.width, photo.height)).toBeLessThan(TARGET);
  });

  test("finds several frames, and nothing on a bare wall", async () => {
    const two = drawWallPhoto({
      width: 900,
      height: 600,
      frames: [
        { inner: [[120, 150], [330, 150], [330, 420], [120, 420]], frameWidth: 18 },
        { inner: [[520, 120], [760, 140], [760, 400], [520, 430]], frameWidth: 14 },
      ],
      lightRatio: 1.6,
    });
    const found = await findPhotoFrames(two);
    expect(found).toHaveLength(2);
    expect(await findPhotoFrames(drawWallPhoto({ width: 900, height: 600, frames: [], lightRatio: 2 }))).toEqual([]);
  });
});

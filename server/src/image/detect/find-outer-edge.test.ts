import { describe, expect, test } from "vitest";
import type { Point } from "../core";
import { drawWallPhoto } from "../fixtures/draw-wall-photo";
import { computeGradients } from "./find-line-segments";
import { findOuterEdge } from "./find-outer-edge";
import { readGrey } from "./read-grey";

const opening: Point[] = [[300, 200], [520, 200], [520, 420], [300, 420]];

async function outerEdgeRound(frameWidth: number) {
  const photo = drawWallPhoto({ width: 800, height: 600, frames: frameWidth ? [{ inner: opening, frameWidth }] : [], lightRatio: 1.4 });
  const grey = await readGrey(photo, 800);
  return findOuterEdge(opening, grey, computeGradients(grey));
}

describe("findOuterEdge", () => {
  test("finds the frame's parallel edge outside its opening, within the moulding, on every side", async () => {
    const outer = await outerEdgeRound(16);
    expect(outer).not.toBeNull();
    const outwards: Point[] = [[-1, -1], [1, -1], [1, 1], [-1, 1]];
    outer!.forEach(([x, y], i) => {
      const [sx, sy] = outwards[i]!;
      for (const shift of [(x - opening[i]![0]) * sx, (y - opening[i]![1]) * sy]) {
        expect(shift).toBeGreaterThanOrEqual(2);
        expect(shift).toBeLessThanOrEqual(16 + 1);
      }
    });
  });

  test("finds nothing round a quad drawn on a bare wall", async () => {
    expect(await outerEdgeRound(0)).toBeNull();
  });
});

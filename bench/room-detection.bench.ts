import { findPhotoFrames } from "../server/src/image/detect";
import { cornerError, wallCase } from "../server/src/image/fixtures/wall-cases";
import type { BenchRow, BenchSuite } from "./lib/print-table";

/** Generated walls (texture, noise, side light, one frame at an angle); the test suite checks 12 of them. */
const CASES = 40;
/** The target for every corner: within 1.5 % of the image diagonal. */
const TARGET_PERCENT = 1.5;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

/**
 * Frame detection in opaque room photos: the worst corner's error per photo, as a share of the
 * diagonal, over a generated set with known corners. A photo with nothing found counts as 100 %.
 */
export const roomDetectionBench: BenchSuite = {
  name: "room photo frame detection (corner error, % of diagonal)",
  async run(): Promise<BenchRow[]> {
    const errors: number[] = [];
    const times: number[] = [];
    let found = 0;
    for (let seed = 1; seed <= CASES; seed++) {
      const { photo, truth } = wallCase(seed);
      const start = performance.now();
      const [best] = await findPhotoFrames(photo);
      times.push(performance.now() - start);
      if (best) found++;
      errors.push(best ? 100 * cornerError(best.quad, truth, photo.width, photo.height) : 100);
    }
    errors.sort((a, b) => a - b);
    times.sort((a, b) => a - b);
    const within = errors.filter((e) => e <= TARGET_PERCENT).length;
    const exact = (v: number) => `${v.toFixed(3)} %`;
    return [
      { name: "median worst-corner error", value: percentile(errors, 0.5), unit: "%", target: { max: TARGET_PERCENT }, note: exact(percentile(errors, 0.5)) },
      { name: "90th percentile", value: percentile(errors, 0.9), unit: "%", target: { max: TARGET_PERCENT }, note: exact(percentile(errors, 0.9)) },
      { name: "maximum", value: errors[errors.length - 1]!, unit: "%", target: { max: TARGET_PERCENT }, note: exact(errors[errors.length - 1]!) },
      { name: "photos within target", value: (100 * within) / CASES, unit: "%", note: `${within} of ${CASES}; found something in ${found}` },
      { name: "detection time per 960 × 720 photo (median)", ms: percentile(times, 0.5) },
    ];
  },
};

import { readFile } from "node:fs/promises";
import sharp from "sharp";
// `npx tsx bench/corner-snapping.ts`: on the hand-marked real photos, each true corner is "dropped"
// about 0.7 % of the diagonal off (three ways) and snapped as the corner editor does (edge map at
// 1024 px, radius ≈ 10 screen px on an 800 px editor): how often the snap brings it closer, and how close.
import { buildEdgeMap, snapPoint } from "../client/src/components/quad-editor/edge-map";
const truths = JSON.parse(await readFile("bench/real-photos/truth.json", "utf8")) as { file: string; quad: [number, number][] | null }[];
let [n, better, worse, none, t] = [0, 0, 0, 0, 0];
const errs: number[] = [];
for (const truth of truths) {
  if (!truth.quad) continue;
  const img = sharp(`bench/real-photos/${truth.file}`);
  const { width = 0, height = 0 } = await img.metadata();
  const scale = Math.min(1, 1024 / Math.max(width, height));
  const [w, h] = [Math.round(width * scale), Math.round(height * scale)];
  const { data } = await img.resize(w, h).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const t0 = performance.now();
  const map = buildEdgeMap(data, w, h, w / width);
  t += performance.now() - t0;
  const diag = Math.hypot(width, height);
  const radius = 0.012 * diag; // ~10 screen px on a ~800 px wide editor
  for (const [cx, cy] of truth.quad) {
    for (const [ox, oy] of [[0.006, 0.004], [-0.005, 0.005], [0.004, -0.006]]) {
      const p: [number, number] = [cx + ox! * diag, cy + oy! * diag];
      const before = Math.hypot(p[0] - cx, p[1] - cy);
      const s = snapPoint(map, p, radius);
      n++;
      if (!s) { none++; continue; }
      const after = Math.hypot(s.point[0] - cx, s.point[1] - cy);
      errs.push(after / diag);
      if (after < before) better++; else worse++;
    }
  }
}
errs.sort((a, b) => a - b);
console.log({ n, better, worse, none, medianSnappedErrPct: (100 * errs[errs.length >> 1]!).toFixed(2), within05: errs.filter((e) => e < 0.005).length, msPerMap: Math.round(t / truths.filter((x) => x.quad).length) });

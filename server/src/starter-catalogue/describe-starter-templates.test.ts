import { describe, expect, it } from "vitest";
import { describeStarterTemplates } from "./describe-starter-template";
import { bounds } from "./geometry/point";
import { rectifiedAspect } from "./rectified-aspect";

const NAME = /^Mockup #\d+ - \d+x\d+ - [A-Za-z ]+ - [A-Za-z ]+$/;
// The framed-window templates (the bare walls are tested in bare-walls.test.ts).
const all = describeStarterTemplates().filter((t) => !t.wall);
const ratioOf = (s: string) => {
  const [w, h] = s.split("x").map(Number) as [number, number];
  return w / h;
};

describe("starter catalogue (geometry, no drawing)", () => {
  it("has at least 24 templates named in the bulk-upload format, numbered 1..N", () => {
    expect(all.length).toBeGreaterThanOrEqual(24);
    all.forEach((t, i) => {
      expect(t.name).toMatch(NAME);
      expect(t.name).toBe(`Mockup #${i + 1} - ${t.aspectRatio} - ${t.color} - ${t.roomType}`);
      expect(t.category).toBe("frame");
    });
  });

  it("varies rooms, colours and ratios", () => {
    expect(new Set(all.map((t) => t.roomType)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(all.map((t) => t.color)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((t) => t.aspectRatio)).size).toBeGreaterThanOrEqual(7);
  });

  it("has at least four visibly angled windows and at least one template with two windows of one ratio", () => {
    // Visibly angled: some corner sits at least 1 % of the window's size away from its bounding box.
    const angled = all.filter((t) =>
      t.windows.some((w) => {
        const b = bounds(w.quad);
        const box = [[b.minX, b.minY], [b.maxX, b.minY], [b.maxX, b.maxY], [b.minX, b.maxY]] as const;
        const off = Math.max(...w.quad.map((p, k) => Math.hypot(p[0] - (box[k]?.[0] ?? 0), p[1] - (box[k]?.[1] ?? 0))));
        return !w.rectangular && off >= 0.01 * Math.max(b.maxX - b.minX, b.maxY - b.minY);
      }),
    );
    expect(angled.length).toBeGreaterThanOrEqual(4);
    const pairs = all.filter((t) => t.windows.length === 2);
    expect(pairs.length).toBeGreaterThanOrEqual(1);
    for (const p of pairs) expect(p.windows[0]?.aspect).toBeCloseTo(p.windows[1]?.aspect ?? 0, 9);
  });

  it("renders at least 2400 px on the long edge", () => {
    for (const t of all) expect(Math.max(t.width, t.height)).toBeGreaterThanOrEqual(2400);
  });

  it("gives every window the named ratio within 1 % (angled ones once the perspective is undone)", () => {
    for (const t of all) {
      const named = ratioOf(t.aspectRatio ?? "");
      for (const w of t.windows) {
        const [tl, , br] = w.quad;
        const measured = w.rectangular ? (br[0] - tl[0]) / (br[1] - tl[1]) : rectifiedAspect(w.quad, t.camera);
        expect(Math.abs(measured / named - 1), t.name).toBeLessThan(0.01);
      }
    }
  });

  it("keeps every window convex and clear of the image border", () => {
    for (const t of all) {
      for (const w of t.windows) {
        for (const [x, y] of w.quad) {
          expect(x).toBeGreaterThan(10);
          expect(y).toBeGreaterThan(10);
          expect(x).toBeLessThan(t.width - 10);
          expect(y).toBeLessThan(t.height - 10);
        }
        const q = w.quad;
        for (let i = 0; i < 4; i++) {
          const [a, b, c] = [q[i], q[(i + 1) % 4], q[(i + 2) % 4]] as [typeof q[0], typeof q[0], typeof q[0]];
          const turn = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0]);
          expect(turn, `${t.name} corner ${i}`).toBeGreaterThan(0);
        }
      }
    }
  });
});

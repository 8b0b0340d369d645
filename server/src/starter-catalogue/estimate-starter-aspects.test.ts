import { expect, test } from "vitest";
import { estimateWindowAspect } from "../image";
import { describeStarterTemplates } from "./describe-starter-template";

// The drawn catalogue knows each frame's real ratio, so it checks the engine's estimate.
test("frames seen at an angle with two vanishing points get their real ratio back (±3 %)", () => {
  const angled = describeStarterTemplates()
    .flatMap((t) => t.windows.map((w) => ({ t, w })))
    .filter(({ w }) => !w.rectangular);
  const leaning = angled.filter(({ t, w }) => {
    const est = estimateWindowAspect(w.quad, t.width, t.height);
    return est !== null && Math.abs(est / w.aspect - 1) < 0.03;
  });
  // Side-wall frames have one vanishing point: the lens must be guessed, so only leaning ones are exact.
  expect(leaning.length).toBeGreaterThanOrEqual(5);
});

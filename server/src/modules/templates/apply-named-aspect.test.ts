import { expect, test } from "vitest";
import { applyNamedAspect } from "./apply-named-aspect";

const rect = { box: { x: 0, y: 0, width: 4, height: 5 }, quad: [], rectangular: true, area: 20 };
const angled = { ...rect, rectangular: false, aspect: 0.5 };

test("a ratio in the name sets angled windows' real ratio and leaves upright ones alone", () => {
  expect(applyNamedAspect([rect, angled], "2x3")).toEqual([rect, { ...angled, aspect: 2 / 3 }]);
  expect(applyNamedAspect([angled], null)).toEqual([angled]);
});

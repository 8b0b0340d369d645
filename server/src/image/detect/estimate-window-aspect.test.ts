import { expect, test } from "vitest";
import { estimateWindowAspect } from "./estimate-window-aspect";
import { measureWindow } from "../core";

test("a frontal rectangle keeps its pixel ratio", () => {
  expect(estimateWindowAspect([[100, 100], [500, 100], [500, 400], [100, 400]], 1000, 800)).toBeCloseTo(4 / 3, 5);
});

test("an angled window is fitted to its real ratio, keeping its pixel area", () => {
  const quad: [number, number][] = [[100, 100], [300, 140], [300, 360], [100, 400]];
  const base = { box: { x: 100, y: 100, width: 200, height: 300 }, quad, rectangular: false, area: 50_000 };
  const plain = measureWindow(base);
  const real = measureWindow({ ...base, aspect: 1 });
  expect(real.width / real.height).toBeCloseTo(1, 5);
  expect(real.width * real.height).toBeCloseTo(plain.width * plain.height, 3);
});

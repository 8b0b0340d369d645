import { expect, it } from "vitest";
import { formatDuration } from "./format-duration";

it.each([
  [3_600_000, "1 hour"],
  [24 * 3_600_000, "24 hours"],
  [72 * 3_600_000, "3 days"],
  [30 * 24 * 3_600_000, "30 days"],
  [36 * 3_600_000, "36 hours"],
])("%i ms reads %j", (ms, text) => {
  expect(formatDuration(ms)).toBe(text);
});

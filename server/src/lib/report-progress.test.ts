import { expect, test, vi } from "vitest";
import { reportProgress } from "./report-progress";

test("prints the first and the last step, and between them one line per interval", () => {
  vi.useFakeTimers();
  try {
    const lines: string[] = [];
    const step = reportProgress((l) => lines.push(l), "Preparing starter rooms", 5, 1000);
    step(1);
    step(2);
    vi.advanceTimersByTime(1000);
    step(3);
    step(4);
    step(5);
    expect(lines).toEqual(["Preparing starter rooms 1/5…", "Preparing starter rooms 3/5…", "Preparing starter rooms 5/5"]);
  } finally {
    vi.useRealTimers();
  }
});

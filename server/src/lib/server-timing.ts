import type { Context } from "hono";
import { endTime, setMetric, startTime } from "hono/timing";
import type { PreviewTiming } from "@shared/preview-stream";
import type { AppEnv } from "./context";

/** Adds a preview's timing (its render's parts, or that it came from the cache) to the answer's Server-Timing. */
export function addPreviewTiming(c: Context<AppEnv>, timing: PreviewTiming): void {
  if (timing.cached) setMetric(c, "cache", "hit");
  for (const [name, ms] of Object.entries(timing)) if (typeof ms === "number") setMetric(c, name, ms);
}

/** Runs `work` as the Server-Timing metric `name`. */
export async function timed<T>(c: Context<AppEnv>, name: string, work: () => Promise<T>): Promise<T> {
  startTime(c, name);
  try {
    return await work();
  } finally {
    endTime(c, name);
  }
}

import { readFileSync } from "node:fs";

const MB = 1024 * 1024;

/** A field of /proc/<pid>/status in MB (Linux): VmRSS is resident now, VmHWM the peak so far. */
function statusMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  const kb = Number(line?.match(/(\d+)\s*kB/)?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`/proc/${pid}/status has no ${field} (this benchmark reads Linux's /proc)`);
  return (kb * 1024) / MB;
}

export const residentMb = (pid: number) => statusMb(pid, "VmRSS");

/**
 * The highest resident memory of another process while `task` runs, in MB. Sampling every 10 ms
 * can miss a short spike; the kernel's high-water mark (VmHWM) cannot, but it also covers the time
 * before `task`, so it only counts when it rose during the task.
 */
export async function peakResidentMbDuring(pid: number, task: () => Promise<unknown>): Promise<number> {
  const markBefore = statusMb(pid, "VmHWM");
  let sampled = residentMb(pid);
  const timer = setInterval(() => {
    sampled = Math.max(sampled, residentMb(pid));
  }, 10);
  try {
    await task();
  } finally {
    clearInterval(timer);
  }
  const markAfter = statusMb(pid, "VmHWM");
  return Math.max(sampled, residentMb(pid), markAfter > markBefore ? markAfter : 0);
}

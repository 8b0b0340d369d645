import { readFileSync, readdirSync } from "node:fs";

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

/** The processes whose process group is `pgid` (Linux /proc): a `npm start` and everything it started. */
export function processGroup(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 5 of /proc/<pid>/stat is the process group; the name (field 2) may hold spaces, so count after ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/** A kB field of /proc/<pid>/smaps_rollup in MB (Pss: resident pages, shared ones divided among their users). */
function rollupMb(pid: number, field: "Pss" | "Rss"): number {
  const line = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${field}:`));
  return (Number(line?.match(/(\d+)\s*kB/)?.[1] ?? 0) * 1024) / MB;
}

export type GroupMemory = { rssMb: number; pssMb: number; processes: { pid: number; command: string; rssMb: number; pssMb: number }[] };

/** Resident (RSS) and proportional (PSS) memory of every process in group `pgid`, summed. PSS counts shared pages once. */
export function groupMemory(pgid: number): GroupMemory {
  const processes = processGroup(pgid).flatMap((pid) => {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).slice(0, 3).join(" ");
      return [{ pid, command, rssMb: rollupMb(pid, "Rss"), pssMb: rollupMb(pid, "Pss") }];
    } catch {
      return [];
    }
  });
  return {
    rssMb: processes.reduce((s, p) => s + p.rssMb, 0),
    pssMb: processes.reduce((s, p) => s + p.pssMb, 0),
    processes,
  };
}

/** VmRSS summed over group `pgid`: cheap enough to sample every few milliseconds. */
export function groupResidentMb(pgid: number): number {
  let sum = 0;
  for (const pid of processGroup(pgid)) {
    try {
      sum += residentMb(pid);
    } catch {
      // The process ended while we looked.
    }
  }
  return sum;
}

/** `pid` and every process it started, directly or not (Linux /proc): a server and its render workers. */
export function processTree(pid: number): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // Field 4 is the parent; the name (field 2) may hold spaces, so count after ")".
      parentOf.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) for (const [child, parent] of parentOf) if (parent === tree[i]) tree.push(child);
  return tree;
}

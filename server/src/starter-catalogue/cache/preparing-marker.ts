import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** One empty file per process preparing into the cache, named by its pid. */
const markersDir = (dir: string) => path.join(dir, "preparing");

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/**
 * Marks this process as preparing into the cache at `dir` (a build and a server, or two servers
 * of other sizes, may prepare at once). Returns the release. Files are content-addressed and
 * written by rename, so writers never clash; only the clean-up must wait for the others.
 */
export function markPreparing(dir: string): () => void {
  mkdirSync(markersDir(dir), { recursive: true });
  const marker = path.join(markersDir(dir), String(process.pid));
  writeFileSync(marker, "");
  return () => rmSync(marker, { force: true });
}

/** True when another live process is preparing into `dir`; markers of dead ones are removed. */
export function othersPreparing(dir: string): boolean {
  let others = false;
  for (const name of safeList(markersDir(dir))) {
    const pid = Number(name);
    if (pid === process.pid) continue;
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) others = true;
    else rmSync(path.join(markersDir(dir), name), { force: true });
  }
  return others;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

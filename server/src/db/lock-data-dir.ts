import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The file in DATA_DIR naming the server process that owns it (its PID). */
export const LOCK_FILE = "server.lock";

/** Two starters racing for a stale lock: a few rounds settle who holds it. */
const ATTEMPTS = 5;

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Mockup Studio server (PID ${pid}). ` +
        "Stop that process first, or give this one another DATA_DIR (several instances share a PostgreSQL database set with DATABASE_URL instead).",
    );
    this.name = "DataDirInUseError";
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Whether a process with this PID runs (EPERM: it does, as another user). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Links `target` to a new file holding `pid`: atomic, and refused (EEXIST) when `target` exists. */
function linkPidFile(target: string, pid: number): boolean {
  const temp = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(temp, `${pid}\n`);
  try {
    linkSync(temp, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * The embedded database (PGlite) is one process's files: two servers writing them would corrupt
 * them. Takes `DATA_DIR/server.lock` with this process's PID, or throws `DataDirInUseError`
 * naming the directory and the PID holding it. A lock whose process is gone (a SIGKILL, a crashed
 * machine) is taken over: moved aside atomically first, so of two starters only one takes it.
 *
 * @returns release: removes the lock if it is still this process's.
 */
export function lockDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (linkPidFile(lock, process.pid)) return () => releaseLock(lock);
    const holder = readPid(lock);
    if (holder !== null && holder !== process.pid && isAlive(holder)) throw new DataDirInUseError(dataDir, holder);
    // Stale (or our own PID from a previous life, as in a restarted container): move it aside.
    const aside = `${lock}.stale.${process.pid}`;
    try {
      renameSync(lock, aside);
    } catch {
      continue; // another starter moved it first: try again
    }
    const moved = readPid(aside);
    rmSync(aside, { force: true });
    if (moved !== holder && moved !== null && moved !== process.pid && isAlive(moved)) {
      // Between reading and moving, another starter took the lock: it is theirs, put it back.
      linkPidFile(lock, moved);
      throw new DataDirInUseError(dataDir, moved);
    }
  }
  throw new Error(`Could not take the lock ${lock}: other processes keep changing it`);
}

function releaseLock(lock: string): void {
  if (readPid(lock) === process.pid) rmSync(lock, { force: true });
}

import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { findPgBin, startScratchPostgres } from "../test/scratch-postgres";
import { spawnServer, type ServerProcess } from "../test/spawn-server";
import { killEntryProcess, startEntryProcess } from "../test/start-entry-process";
import { DataDirInUseError, LOCK_FILE, lockDataDir } from "./lock-data-dir";

// Issue 24, item 5: one data directory, one server (on the embedded database).
const dirs: string[] = [];
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((s) => killEntryProcess(s)));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "mockup-lock-"));
  dirs.push(dir);
  return dir;
};
const lockPid = (dir: string) => Number(readFileSync(path.join(dir, LOCK_FILE), "utf8"));
/** A PID no process has any more: a child that has already exited. */
const deadPid = () => spawnSync(process.execPath, ["-e", ""]).pid as number;

/** Starts a server that should refuse: resolves with its exit code and everything it printed. */
async function refusedStart(env: Record<string, string>) {
  const p = startEntryProcess("index", { PORT: "0", HOST: "127.0.0.1", ...env });
  const code = await new Promise<number | null>((resolve) => p.proc.once("exit", resolve));
  return { code, output: p.output() };
}

describe("a second server on one embedded DATA_DIR", () => {
  test("exits 1 naming the directory and the running server's PID; the first keeps answering; after a SIGKILL the lock is taken over", async () => {
    const dataDir = tempDir();
    const first = await spawnServer({ DATA_DIR: dataDir });
    servers.push(first);
    expect(lockPid(dataDir)).toBe(first.proc.pid);

    const second = await refusedStart({ DATA_DIR: dataDir });
    expect(second.code).toBe(1);
    expect(second.output).toContain(`The data directory ${dataDir} is in use by another Mockup Studio server (PID ${first.proc.pid})`);
    expect(second.output).not.toMatch(/\n\s+at /);
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(lockPid(dataDir)).toBe(first.proc.pid);

    // A crash leaves the lock behind; its process is gone, so the next server takes it over.
    await killEntryProcess(first);
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
    const third = await spawnServer({ DATA_DIR: dataDir });
    servers.push(third);
    expect(lockPid(dataDir)).toBe(third.proc.pid);
    expect((await fetch(`${third.url}/api/templates`)).status).toBe(200);

    // A clean stop gives the directory back.
    await third.stop();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);
});

describe("lockDataDir", () => {
  test("refuses while the holder runs, takes over a dead holder's lock, releases only its own", () => {
    const dir = tempDir();
    const lock = path.join(dir, LOCK_FILE);
    writeFileSync(lock, `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(`(PID ${process.ppid})`);

    writeFileSync(lock, `${deadPid()}\n`);
    const release = lockDataDir(dir);
    expect(lockPid(dir)).toBe(process.pid);
    release();
    expect(existsSync(lock)).toBe(false);

    // An unreadable lock is no one's; a release after someone else took over leaves theirs alone.
    writeFileSync(lock, "garbage");
    const mine = lockDataDir(dir);
    writeFileSync(lock, `${process.ppid}\n`);
    mine();
    expect(lockPid(dir)).toBe(process.ppid);
  });
});

// On PostgreSQL the database is shared by design: instances keep working together, whatever DATA_DIR says.
const pgBin = findPgBin();
describe.runIf(pgBin)("two servers on PostgreSQL", () => {
  test("both start on one DATA_DIR and both answer", async () => {
    const pg = await startScratchPostgres(pgBin as string);
    try {
      const dataDir = tempDir();
      const [a, b] = await Promise.all([spawnServer({ DATA_DIR: dataDir, DATABASE_URL: pg.url }), spawnServer({ DATA_DIR: dataDir, DATABASE_URL: pg.url })]);
      servers.push(a, b);
      for (const s of [a, b]) expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      await pg.stop();
    }
  }, 180_000);
});

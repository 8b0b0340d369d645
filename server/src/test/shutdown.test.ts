import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { findPgBin, startScratchPostgres } from "./scratch-postgres";
import { spawnServer, type ServerProcess } from "./spawn-server";
import { startEntryProcess, waitForOutput, type EntryProcess } from "./start-entry-process";

const pgBin = findPgBin();
/** Short, so the test is quick; production's default is 20 s. */
const GRACE_SECONDS = 3;
/** Start-up (up to a minute under load, see spawnServer), the database's stop, and the exit bound. */
const TEST_TIMEOUT_MS = 180_000;
/** A few of the render queue's polling intervals. */
const QUEUE_POLLS_MS = 2_000;
/** Far past the grace period (a loaded machine is slow to start and stop processes): only a hang fails. */
const EXIT_BOUND_MS = 45_000;

/** The process's exit code, or null if it is still running after `ms`. */
function exitWithin(proc: EntryProcess["proc"], ms: number): Promise<number | string | null> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve(proc.exitCode ?? proc.signalCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    proc.once("exit", (code, signal) => {
      clearTimeout(timer);
      resolve(code ?? signal);
    });
  });
}

describe.runIf(pgBin)("shutdown when the database went away", () => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const f of cleanup.reverse()) await f();
  });

  // Paused: the database's processes are frozen (a hung machine, a network dropping packets), so
  // every pending query waits forever; before the grace period, SIGTERM then never ended the process.
  // Stopped: PostgreSQL is shut down at once under the process (a crash).
  test.each([
    ["index", "paused"],
    ["worker", "paused"],
    ["index", "stopped"],
  ] as const)("SIGTERM ends the %s process within its grace period when its database is %s", async (entry, fault) => {
    const cluster = await startScratchPostgres(pgBin as string);
    cleanup.push(() => cluster.destroy());
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "shutdown-"));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir, SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS), WORKERS: "1" };
    let proc: EntryProcess["proc"];
    let output: () => string;
    let server: Promise<ServerProcess> | undefined;
    if (entry === "index") {
      server = spawnServer(env);
      ({ proc, output } = await server);
    } else {
      const worker = startEntryProcess("worker", env);
      await waitForOutput(worker, "render worker started");
      ({ proc, output } = worker);
    }
    cleanup.push(() => {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
    });

    if (fault === "paused") {
      cluster.pause();
      // A request that needs the database, left waiting: it holds a pooled connection.
      if (entry === "index") void fetch(`${(await server)!.url}/api/templates`).catch(() => undefined);
      // The queue polls every 0.5 s: by now its next fetch waits on the frozen database too.
      await new Promise((r) => setTimeout(r, QUEUE_POLLS_MS));
    } else {
      await cluster.stop("immediate");
    }
    proc.kill("SIGTERM");
    const code = await exitWithin(proc, EXIT_BOUND_MS);
    expect(code, `still running ${EXIT_BOUND_MS} ms after SIGTERM:\n${output()}`).not.toBeNull();
    if (fault === "paused") {
      // Nothing pending can finish: the grace period ended it.
      expect(code, output()).toBe(1);
      expect(output()).toContain(`did not stop within ${GRACE_SECONDS} s; exiting anyway`);
    } else {
      // Either the stop finished or the grace period ended it: never a hang.
      expect([0, 1], output()).toContain(code);
    }
  }, TEST_TIMEOUT_MS);
});

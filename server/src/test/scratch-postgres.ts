import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

/** Where PostgreSQL's server binaries are, or null when this machine has none. */
export function findPgBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => path.join(root, v, "bin")).find((b) => existsSync(path.join(b, "initdb")));
  return bin ?? null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const execFileAsync = promisify(execFile);

type StopMode = "fast" | "immediate";

/** A throwaway PostgreSQL cluster this test owns, so it may stop and start it. */
export async function startScratchPostgres(pgBin: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "scratch-pg-"));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
  const command = (cmd: string, args: string[]): [string, string[]] => {
    const full = [path.join(pgBin, cmd), ...args];
    return asRoot ? ["su", ["postgres", "-s", "/bin/sh", "-c", full.map((a) => `'${a}'`).join(" ")]] : [full[0] as string, full.slice(1)];
  };
  const data = path.join(dir, "data");
  const ctlArgs = (action: "start" | "stop", mode: StopMode = "fast") => [
    "-D", data, "-o", `-p ${port} -k ${dir}`, "-l", path.join(dir, "log"), "-m", mode, "-w", action,
  ];
  // Asynchronous, so that a test's own requests keep flowing (and are timed truthfully) meanwhile.
  const ctl = async (action: "start" | "stop", mode?: StopMode) => {
    await execFileAsync(...command("pg_ctl", ctlArgs(action, mode)));
  };
  execFileSync(...command("initdb", ["-D", data, "-U", "postgres", "--auth=trust"]), { stdio: "ignore" });
  await ctl("start");
  /** The cluster's processes: the postmaster (first line of postmaster.pid) and its children. */
  const processes = () => {
    const postmaster = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    const children = readdirSync("/proc")
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          // Field 4 of /proc/<pid>/stat is the parent; the command (field 2) may hold spaces, so split after ')'.
          return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  };
  /** Signals every process of the cluster; one that ended since the listing (a backend whose client left) is skipped. */
  const signal = (name: "SIGSTOP" | "SIGCONT") => {
    for (const pid of processes()) {
      try {
        process.kill(pid, name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
      }
    }
  };
  let paused = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** `fast` ends sessions cleanly; `immediate` kills them mid-query, like a crash (recovery runs at the next start). */
    stop: (mode: StopMode = "fast") => ctl("stop", mode),
    start: () => ctl("start"),
    /**
     * Freezes every process of the cluster (SIGSTOP): connections stay open and nothing answers,
     * as when the database's machine hangs or the network drops packets. Linux only.
     */
    pause() {
      // Set first: should a signal fail, `destroy` still wakes the processes already frozen.
      paused = true;
      signal("SIGSTOP");
    },
    resume() {
      signal("SIGCONT");
      paused = false;
    },
    destroy() {
      if (paused) this.resume();
      try {
        execFileSync(...command("pg_ctl", ctlArgs("stop")), { stdio: "ignore" });
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

/** Where PostgreSQL's server binaries are, or null when this machine has none. */
export function findPgBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions.map((v) => path.join(root, v, "bin")).find((b) => existsSync(path.join(b, "initdb")));
  return bin ?? null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A throwaway PostgreSQL cluster this test owns, so it may stop and start it. */
export async function startScratchPostgres(pgBin: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "scratch-pg-"));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), 0);
  const run = (cmd: string, args: string[]) => {
    const full = [path.join(pgBin, cmd), ...args];
    if (asRoot) execFileSync("su", ["postgres", "-s", "/bin/sh", "-c", full.map((a) => `'${a}'`).join(" ")], { stdio: "ignore" });
    else execFileSync(full[0] as string, full.slice(1), { stdio: "ignore" });
  };
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust"]);
  const ctl = (action: "start" | "stop") =>
    run("pg_ctl", ["-D", data, "-o", `-p ${port} -k ${dir}`, "-l", path.join(dir, "log"), "-m", "fast", "-w", action]);
  ctl("start");
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => ctl("stop"),
    start: () => ctl("start"),
    destroy() {
      try {
        ctl("stop");
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

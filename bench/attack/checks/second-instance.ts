import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { Check } from "../check";
import type { AttackContext } from "../context";

const ROOT = path.resolve(import.meta.dirname, "../../..");

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

/** How this checkout starts a server: the build when there is one, else the sources through tsx. */
function serverCommand(): string[] {
  const built = path.join(ROOT, "dist", "server", "index.js");
  return existsSync(built) ? [built] : ["--import", "tsx", path.join(ROOT, "server", "src", "index.ts")];
}

/**
 * A second server on the running one's embedded DATA_DIR (issue 24, item 5) exits non-zero,
 * naming the directory and the running server's PID, and the first one keeps answering.
 */
export async function secondInstance(ctx: AttackContext) {
  const check = new Check("second server on one DATA_DIR");
  if (!ctx.dataDir) return { ...check.result(), skipped: "no --data-dir given" };
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: ctx.dataDir, STARTER_CATALOGUE: "off", TSX_TSCONFIG_PATH: path.join(ROOT, "server", "tsconfig.json") };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, serverCommand(), { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr.on("data", (d: Buffer) => (output += d.toString()));
  const code = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      resolve(null);
    }, 60_000);
    child.once("exit", (exit) => {
      clearTimeout(timer);
      resolve(exit);
    });
  });
  check.expect(code !== null && code !== 0, `the second server ${code === null ? "kept running" : `exited ${code}`}`);
  check.expect(output.includes(ctx.dataDir) && /PID \d+/.test(output), `its message names the directory and a PID: ${output.trim().slice(0, 300)}`);
  check.expect((await fetch(new URL("/api/health", ctx.base))).ok, "the first server still answers");
  return check.result();
}

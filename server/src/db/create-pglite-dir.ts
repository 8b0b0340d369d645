import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Creates a new PGlite data directory (initdb) in a short-lived child process. Done in the server
 * process, initdb leaves ~450 MB of WebAssembly memory and buffers behind that the process never
 * gives back (757 MB resident after a first open against 160 MB after opening an existing
 * directory); a child's memory all goes back when it exits. A directory that exists is left alone.
 */
export async function createPgliteDir(dbDir: string): Promise<void> {
  // PostgreSQL's own sign of an initialised cluster, which PGlite checks too.
  if (existsSync(path.join(dbDir, "PG_VERSION"))) return;
  mkdirSync(dbDir, { recursive: true });
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(${JSON.stringify(pglite)});
(async () => { const db = new PGlite(${JSON.stringify(dbDir)}); await db.waitReady; await db.close(); })()
  .catch((e) => { console.error(e instanceof Error ? e.message : String(e)); process.exit(1); });`;
  let stderr = "";
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "ignore", "pipe"] });
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`creating the database failed: ${stderr.trim() || `exit code ${code}`}`);
}

// `npm start`: builds when the build is missing or older than the sources, then serves.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const SOURCES = ["client", "server/src", "shared", "package.json", "vite.config.ts"];
const OUTPUTS = ["dist/client/index.html", "dist/server/index.js"];

/**
 * The newest modification time under `p` (0 when it does not exist).
 * @param {string} p
 * @returns {number}
 */
function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const built = Math.min(...OUTPUTS.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
if (built < Math.max(...SOURCES.map(newest))) {
  console.log("Building Mockup Studio (first start or sources changed)...");
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import(path.resolve("dist/server/index.js"));

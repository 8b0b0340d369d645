// `npm start`: builds when the build is missing or older than the sources, then serves.
// `npm run worker` (argument "worker"): the same, then runs a render worker instead.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";

const SOURCES = ["client", "server/src", "shared", "package.json", "vite.config.ts"];
const entry = process.argv[2] === "worker" ? "worker" : "index";
// The prepared starter catalogue too: without it a first start would draw the rooms itself (slowly).
const OUTPUTS = ["dist/client/index.html", `dist/server/${entry}.js`, "dist/starter-catalogue/full.json"];

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
// A local `npm start` without Stripe keys keeps the spec's development upgrade working. A deployment
// that says NODE_ENV=production decides for itself (DEV_PAYMENTS=on), so it never gets this by accident.
if (existsSync(".env")) process.loadEnvFile(".env");
if (!process.env.NODE_ENV && !process.env.STRIPE_SECRET_KEY && !process.env.DEV_PAYMENTS) {
  process.env.DEV_PAYMENTS = "on";
  if (entry === "index") console.log("No Stripe keys: development payments are on (Upgrade to Premium needs no payment). Set NODE_ENV=production to switch them off.");
}

/**
 * glibc's malloc arenas per libvips worker thread: each thread keeps the pixel buffers it freed,
 * so after two "Apply to All Mockups" the server held ~130 MB more than with two arenas
 * (`npm run bench -- startup`), at no measurable cost in speed.
 */
const MALLOC_ARENAS = "2";
const server = path.resolve(`dist/server/${entry}.js`);
if (process.platform === "linux" && !process.env.MALLOC_ARENA_MAX) {
  // glibc reads MALLOC_ARENA_MAX once, when a process starts: the server runs as a child that has it.
  // This parent only waits (about 15 MB of its own, counted in the bench) and passes signals on.
  const child = spawn(process.execPath, [...process.execArgv, server], { stdio: "inherit", env: { ...process.env, MALLOC_ARENA_MAX: MALLOC_ARENAS } });
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
} else {
  await import(server);
}

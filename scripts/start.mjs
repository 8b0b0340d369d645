// `npm start`: answers on the port at once with a starting page (scripts/starting-page.mjs),
// builds what is missing or older than its sources (the server, then the client while the server
// opens its database), then hands the listening socket to the server. The starter catalogue is
// not built here: the server prepares it in the background and the studio shows rooms as they land.
// `npm run worker` (argument "worker"): builds the server, then runs a render worker.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { createStartingServer } from "./starting-page.mjs";

const entry = process.argv[2] === "worker" ? "worker" : "index";

/** @typedef {import("./starting-page.mjs").Step} Step */
/** @typedef {{ name: "server" | "client", label: string, sources: string[], outputs: string[], command: string[] }} Build */

/** @type {Build[]} */
const BUILDS = [
  {
    name: "server",
    label: "Building the server",
    sources: ["server/src", "shared", "package.json", "scripts/build-server.mjs"],
    outputs: [`dist/server/${entry}.js`, "dist/server/build-starter-catalogue.js"],
    command: ["scripts/build-server.mjs", "--no-catalogue"],
  },
  {
    name: "client",
    label: "Building the client",
    sources: ["client", "shared", "package.json", "vite.config.ts"],
    outputs: ["dist/client/index.html"],
    // Warnings only: vite's table of chunk sizes would bury the progress lines.
    command: ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"],
  },
];

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

/** @param {Build} b */
const stale = (b) => Math.min(...b.outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0))) < Math.max(...b.sources.map(newest));

// The builds see the environment npm gave us; the server also gets .env (NODE_ENV there must not make vite build for development).
const buildEnv = { ...process.env };
if (existsSync(".env")) process.loadEnvFile(".env");
// A local `npm start` without Stripe keys keeps the spec's development upgrade working. A deployment
// that says NODE_ENV=production decides for itself (DEV_PAYMENTS=on), so it never gets this by accident.
if (!process.env.NODE_ENV && !process.env.STRIPE_SECRET_KEY && !process.env.DEV_PAYMENTS) {
  process.env.DEV_PAYMENTS = "on";
  if (entry === "index") console.log("No Stripe keys: development payments are on (Upgrade to Premium needs no payment). Set NODE_ENV=production to switch them off.");
}

const builds = BUILDS.filter((b) => (entry === "index" || b.name === "server") && stale(b));
/** @type {Step[]} */
const steps = [...builds.map((b) => /** @type {Step} */ ({ label: b.label, state: "waiting" })), { label: "Starting the server", state: "waiting" }];
const serverStep = /** @type {Step} */ (steps.at(-1));
/** @type {Map<Step, number>} */
const startedAt = new Map();
/** @param {Step} step */
function begin(step) {
  step.state = "running";
  startedAt.set(step, performance.now());
}
/** The steps as the starting page shows them, with the seconds each has run so far. */
const stepsNow = () =>
  steps.map((s) => (s.state === "running" ? { ...s, seconds: (performance.now() - (startedAt.get(s) ?? 0)) / 1000 } : s));

/** @type {Set<import("node:child_process").ChildProcess>} */
const children = new Set();
/** @type {import("node:child_process").ChildProcess | null} */
let server = null;
let stopping = false;
/** @param {number} code */
function fail(code) {
  for (const c of children) c.kill("SIGTERM");
  process.exit(code);
}
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM", "SIGHUP"])) {
  process.on(signal, () => {
    stopping = true;
    for (const c of children) c.kill(signal);
    // With a server running, its own exit (after a clean stop) ends this process; before that, stop now.
    if (!server) process.exit(128 + constants.signals[signal]);
  });
}

/**
 * Runs one build with a plain progress line before and after: readable in a terminal and a CI log.
 * @param {Build} b
 * @param {number} n
 */
function run(b, n) {
  const step = /** @type {Step} */ (steps[n - 1]);
  begin(step);
  console.log(`Building the app (${n}/${builds.length}: ${b.name})…`);
  const started = performance.now();
  const child = spawn(process.execPath, b.command, { stdio: "inherit", env: buildEnv });
  children.add(child);
  return new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      children.delete(child);
      // Stopped by a signal: the server's clean stop (or the handler above) ends this process.
      if (stopping) return;
      if (code !== 0) {
        console.error(`Building the ${b.name} failed (${signal ?? `exit code ${code}`}).`);
        return fail(code || 1);
      }
      step.state = "done";
      step.seconds = (performance.now() - started) / 1000;
      console.log(`Built the ${b.name} in ${step.seconds.toFixed(1)} s`);
      resolve(undefined);
    });
  });
}

/** @type {import("node:http").Server | null} */
let starting = null;
if (entry === "index") {
  // Where the server will listen (its own config checks the values; a bad one fails it there).
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? "0.0.0.0";
  if (Number.isInteger(port) && port >= 0 && port < 65536) {
    starting = createStartingServer(stepsNow);
    await new Promise((resolve) => {
      /** @type {import("node:http").Server} */ (starting).once("error", (/** @type {NodeJS.ErrnoException} */ error) => {
        const reason =
          error.code === "EADDRINUSE" ? `Port ${port} is in use; set PORT to a free port (e.g. PORT=${port + 1}).`
          : error.code === "EACCES" ? `Port ${port} needs more privileges; set PORT to a port above 1023.`
          : `Cannot listen on ${host}:${port}: ${error.message}`;
        console.error(`Mockup Studio failed to start.\n${reason}`);
        process.exit(1);
      });
      /** @type {import("node:http").Server} */ (starting).listen(port, host, () => resolve(undefined));
    });
    const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
    if (builds.length > 0) console.log(`Mockup Studio is starting: http://${shown}:${port} shows the progress until the app is ready.`);
  }
}

const serverBuild = builds.find((b) => b.name === "server");
if (serverBuild) await run(serverBuild, builds.indexOf(serverBuild) + 1);

/**
 * glibc's malloc arenas per libvips worker thread: each thread keeps the pixel buffers it freed,
 * so after two "Apply to All Mockups" the server held ~130 MB more than with two arenas
 * (`npm run bench -- startup`), at no measurable cost in speed.
 */
const MALLOC_ARENAS = "2";
// glibc reads MALLOC_ARENA_MAX once, when a process starts: the server runs as a child that has it.
// This parent only waits (about 15 MB of its own, counted in the bench) and passes signals on.
const arenas = process.platform === "linux" && !process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: MALLOC_ARENAS } : {};
begin(serverStep);
server = spawn(process.execPath, [...process.execArgv, path.resolve(`dist/server/${entry}.js`)], {
  // The channel carries the server's progress and, once it is ready, the listening socket.
  stdio: ["inherit", "inherit", "inherit", ...(starting ? /** @type {const} */ (["ipc"]) : [])],
  env: { ...process.env, ...arenas, ...(starting ? { MOCKUP_STUDIO_LAUNCHER: "1" } : {}) },
});
children.add(server);
server.on("exit", (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));

// Built while the server opens its database: the two take the most time on a first start.
const clientBuild = builds.find((b) => b.name === "client");
const clientBuilt = clientBuild ? run(clientBuild, builds.indexOf(clientBuild) + 1) : Promise.resolve();

if (starting) {
  const socket = starting;
  const launched = server;
  /** @type {Promise<void>} */
  const serverReady = new Promise((resolve) => {
    launched.on("message", (/** @type {{ type?: string, text?: string }} */ m) => {
      if (m.type === "stage" && m.text) serverStep.detail = m.text;
      if (m.type === "ready") resolve();
    });
  });
  await Promise.all([clientBuilt, serverReady]);
  // The server takes the listening socket itself: no request meets a closed port meanwhile.
  launched.send({ type: "listen" }, socket);
  socket.close();
  socket.closeAllConnections();
} else {
  await clientBuilt;
}

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../server/src/test/scratch-postgres";

/** The newest modification time of the files under `dir` (ms). */
function newestMtime(dir: string): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

/** A build older than the sources it comes from would measure yesterday's server. */
function buildIsCurrent(): boolean {
  if (!existsSync("dist/server/index.js") || !existsSync("dist/client/index.html")) return false;
  const built = statSync("dist/server/index.js").mtimeMs;
  return ["server/src", "client/src", "shared"].every((dir) => newestMtime(dir) <= built);
}

/** Starts the built server (building first when missing or stale) on a fresh data dir (or `env.DATA_DIR`: another instance's); returns its URL. */
export async function startBenchServer(env: Record<string, string>) {
  if (!buildIsCurrent()) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const ownDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const port = String(await freePort());
  // SERVER_ARGS: extra flags for node (`--cpu-prof --cpu-prof-dir=DIR` profiles the server and its render threads).
  const child = spawn("node", [...(process.env.SERVER_ARGS ? process.env.SERVER_ARGS.split(" ") : []), "dist/server/index.js"], {
    env: { ...process.env, PORT: port, HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_REQUESTS: "false", NODE_ENV: "production", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // A bench that dies (an uncaught error) takes its server with it.
  const killChild = () => child.kill("SIGTERM");
  process.once("exit", killChild);
  const url = `http://127.0.0.1:${port}`;
  // A loaded machine can take a while to start it: wait up to two minutes, then say so.
  const healthy = async () => {
    for (const start = Date.now(); Date.now() - start < 120_000 && child.exitCode === null; await new Promise((r) => setTimeout(r, 200))) {
      if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return true;
    }
    return false;
  };
  if (!(await healthy())) {
    killChild();
    throw new Error(`The bench server on ${url} did not become healthy (exit code ${child.exitCode})`);
  }
  return {
    url,
    /** The server process, for memory readings (bench/lib/process-memory.ts). */
    pid: child.pid,
    /** The server's DATA_DIR: its e-mails land in DATA_DIR/outbox (no SMTP_URL). */
    dataDir,
    async stop() {
      process.off("exit", killChild);
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      if (ownDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fetch that keeps the session cookie and sends the Origin a browser would. */
export function sessionFetch(base: string) {
  let cookie = "";
  return async (p: string, init: RequestInit = {}) => {
    const res = await fetch(`${base}${p}`, { ...init, headers: { ...(init.headers as Record<string, string>), cookie, origin: base } });
    const set = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
    if (set) cookie = set.split(";")[0] ?? "";
    return res;
  };
}

type Api = ReturnType<typeof sessionFetch>;

/** A new free account, signed in on `api`: its user id. */
export async function register(api: Api, email: string): Promise<number> {
  const password = "bench-password-1";
  const res = await api("/api/auth/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Bench", lastName: "User", email, password, passwordConfirm: password, subscriptionTier: "free" }),
  });
  if (!res.ok) throw new Error(`register ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** An image uploaded as a JPEG (`/api/artworks`, `/api/rooms`): the new row's id. */
export async function upload(api: Api, route: string, bytes: Buffer): Promise<{ id: number | string }> {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "image.jpg");
  const res = await api(route, { method: "POST", body: form });
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: number | string };
}

/** The first link in the newest e-mail of the server's outbox (e.g. the admin's verification). */
export function lastOutboxLink(dataDir: string): string {
  const outbox = path.join(dataDir, "outbox");
  const newest = readdirSync(outbox).filter((f) => f.endsWith(".eml")).sort().at(-1);
  if (!newest) throw new Error("no e-mail in the outbox");
  const text = readFileSync(path.join(outbox, newest), "utf8").replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const link = /https?:\/\/[^\s"<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in ${newest}`);
  return link;
}

/** Waits until the server has installed its catalogue (rendered rooms first, then the drawn starters). */
export async function waitForCatalogue(url: string): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    const status = await fetch(`${url}/api/templates/catalogue-status`).then((r) => r.json() as Promise<{ status: string }>, () => ({ status: "" }));
    if (status.status === "ready") return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the starter catalogue was not ready after 10 minutes");
}

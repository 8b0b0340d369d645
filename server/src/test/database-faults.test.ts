import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, test } from "vitest";
import { drawQuadrantArtwork } from "../image/fixtures/draw-artwork";
import { encodeFixture } from "../image/fixtures/encode-fixture";
import { findPgBin, startScratchPostgres } from "./scratch-postgres";
import { spawnServer, type ServerProcess } from "./spawn-server";

// Runs in the PostgreSQL suite (CI's second pass), where it may own, kill and restart a cluster.
const pgBin = process.env.TEST_DATABASE_URL ? findPgBin() : null;

const WRITERS = 8;
const TERMINATE_ROUNDS = 20;
const RESTARTS = 2;
/** Below the per-user save limit (200 an hour): no writer ever meets a 429. */
const MAX_SAVES_PER_WRITER = 150;
/** The bounds: an outage answers fast, and the database's return is noticed fast. */
const OUTAGE_ANSWER_MS = 2_000;
const RECOVERY_MS = 5_000;
const APP_DB = "studio";

type Answer = { route: string; status: number; ms: number; message: unknown; retryAfter: string | null };
type Saved = { id: number; name: string };

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(pgBin)("database faults under concurrent writes", () => {
  const cleanup: (() => unknown)[] = [];
  afterAll(async () => {
    for (const f of cleanup.reverse()) await f();
  });

  test("the process survives terminated backends and immediate stops, answers 503 meanwhile, and keeps every 2xx write", async () => {
    const cluster = await startScratchPostgres(pgBin as string);
    cleanup.push(() => cluster.destroy());
    const admin = await connect(cluster.url);
    cleanup.push(() => admin.end().catch(() => undefined));
    await admin.query(`create database ${APP_DB}`);
    const appUrl = new URL(cluster.url);
    appUrl.pathname = `/${APP_DB}`;

    const dataDir = mkdtempSync(path.join(os.tmpdir(), "db-faults-"));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const server = await spawnServer({ DATABASE_URL: appUrl.toString(), DATA_DIR: dataDir });
    cleanup.push(() => server.stop());
    const exits: string[] = [];
    server.proc.on("exit", (code, signal) => exits.push(`exit ${code ?? signal}`));
    const alive = () => exits.length === 0;

    const answers: Answer[] = [];
    const call = callRecording(server, answers);
    const png = await encodeFixture(drawQuadrantArtwork(160, 120), "png");
    const cookies = await Promise.all(Array.from({ length: WRITERS }, (_, i) => register(server, `writer${i}@example.com`)));

    const saved: Saved[] = [];
    const stop = { now: false };
    const writer = async (w: number, cookie: string) => {
      for (let i = 0; i < MAX_SAVES_PER_WRITER && !stop.now; i++) {
        const form = new FormData();
        form.append("image", new Blob([new Uint8Array(png)], { type: "image/png" }), "mockup.png");
        const upload = await call("POST", "/api/mockups/upload", cookie, form);
        const imageUrl = (upload.body as { imageUrl?: string } | null)?.imageUrl;
        if (upload.status !== 200 || !imageUrl) {
          await pause(100);
          continue;
        }
        const name = `writer ${w} save ${i}`;
        const create = await call("POST", "/api/mockups", cookie, JSON.stringify({ name, imageUrl }));
        if (create.status === 201) saved.push({ id: (create.body as { id: number }).id, name });
        else await pause(100);
      }
    };
    const writing = cookies.map((cookie, w) => writer(w, cookie));
    const savedBy = async (count: number, ms: number) => {
      for (const deadline = Date.now() + ms; saved.length < count && Date.now() < deadline; ) await pause(100);
      return saved.length;
    };

    try {
      expect(await savedBy(WRITERS, 30_000)).toBeGreaterThanOrEqual(WRITERS);

      // 20 rounds: every backend of the app's database is terminated while the writers write.
      let terminated = 0;
      for (let round = 0; round < TERMINATE_ROUNDS; round++) {
        await pause(200 + (round % 4) * 100);
        const { rows } = await admin.query<{ n: number }>(
          "select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) t",
          [APP_DB],
        );
        terminated += rows[0]?.n ?? 0;
        expect(alive(), server.output()).toBe(true);
      }
      expect(terminated).toBeGreaterThan(0);
      await admin.end();

      for (let restart = 0; restart < RESTARTS; restart++) {
        const before = saved.length;
        expect(await savedBy(before + WRITERS, 20_000), "writers save again before the next stop").toBeGreaterThanOrEqual(before + WRITERS);

        await cluster.stop("immediate");
        // While the database is down, reads and writes answer 503 (checked for every answer below).
        for (let probe = 0; probe < 3; probe++) {
          expect((await call("GET", "/api/health")).status).toBe(503);
          expect((await call("POST", "/api/mockups", cookies[0], JSON.stringify({ name: "down", imageUrl: "/api/mockups/images/x.png" }))).status).toBe(503);
          await pause(200);
        }
        expect(alive(), server.output()).toBe(true);

        await cluster.start();
        const back = Date.now();
        while ((await call("GET", "/api/health")).status !== 200 && Date.now() - back < 3 * RECOVERY_MS) await pause(100);
        expect(Date.now() - back, "recovery after the database returned").toBeLessThan(RECOVERY_MS);
      }

      const beforeEnd = saved.length;
      expect(await savedBy(beforeEnd + WRITERS, 20_000), "writes succeed after the last restart").toBeGreaterThanOrEqual(beforeEnd + WRITERS);
    } finally {
      stop.now = true;
      await Promise.all(writing);
    }
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    console.info(`database faults: ${saved.length} saves confirmed, ${count(503)} answers 503, ${answers.length} requests`);
    expect(exits, server.output()).toEqual([]);

    const unexpected = answers.filter((a) => ![200, 201, 503].includes(a.status));
    expect(unexpected, server.output()).toEqual([]);
    const outage = answers.filter((a) => a.status === 503);
    expect(outage.length).toBeGreaterThanOrEqual(RESTARTS * 6);
    for (const a of outage) {
      expect(a.message, a.route).toEqual(expect.any(String));
      expect(a.retryAfter, a.route).toMatch(/^\d+$/);
      expect(a.ms, `${a.route} answered 503 after ${Math.round(a.ms)} ms`).toBeLessThan(OUTAGE_ANSWER_MS);
    }

    // Every write the server confirmed is in the database.
    const db = await connect(appUrl.toString());
    try {
      const { rows } = await db.query<Saved>("select id, name from saved_mockups where id = any($1::int[])", [saved.map((s) => s.id)]);
      expect(rows.sort((a, b) => a.id - b.id)).toEqual([...saved].sort((a, b) => a.id - b.id));
    } finally {
      await db.end();
    }
  }, 180_000);
});

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

async function register(server: ServerProcess, email: string): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Fault", lastName: "Test", email, password: "password-123", passwordConfirm: "password-123", subscriptionTier: "free" }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

/** Calls the server and records every answer (a refused or timed-out call as status 0). */
function callRecording(server: ServerProcess, answers: Answer[]) {
  return async (method: string, route: string, cookie?: string, body?: FormData | string) => {
    const headers: Record<string, string> = cookie ? { cookie } : {};
    if (typeof body === "string") headers["content-type"] = "application/json";
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}${route}`, { method, headers, body, signal: AbortSignal.timeout(15_000) });
      const json: unknown = await res.json().catch(() => null);
      const message = (json as { message?: unknown } | null)?.message;
      answers.push({ route: `${method} ${route}`, status: res.status, ms: performance.now() - started, message, retryAfter: res.headers.get("retry-after") });
      return { status: res.status, body: json };
    } catch (error) {
      answers.push({ route: `${method} ${route}`, status: 0, ms: performance.now() - started, message: String(error), retryAfter: null });
      return { status: 0, body: null };
    }
  };
}

import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { users } from "../../db/schema";
import { projectRoot } from "../../lib/project-root";
import { createTestDatabase } from "../../test/test-db";

type Instance = { url: string; proc: ChildProcess; output: () => string };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** A real server process (`node --import tsx server/src/index.ts`), as production runs one. */
async function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const port = await freePort();
  let output = "";
  const proc = spawn(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
    cwd: projectRoot,
    env: {
      // The host's own payment or storage settings must not leak into the instances.
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(STRIPE_|S3_|PUBLIC_URL)/.test(k))),
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_REQUESTS: "false",
      // The @shared/* path alias lives in server/tsconfig.json.
      TSX_TSCONFIG_PATH: "server/tsconfig.json",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  proc.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { url, proc, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
  proc.kill("SIGTERM");
  throw new Error(`server did not become healthy in time:\n${output}`);
}

// Two processes on one PostgreSQL: only meaningful (and only run) in the PostgreSQL suite.
describe.runIf(process.env.TEST_DATABASE_URL)("download limit across server instances", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const instances: Instance[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "billing-instances-"));

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = database.url as string;
    instances.push(...(await Promise.all([startInstance(url, dataDir), startInstance(url, dataDir)])));
  }, 120_000);

  afterAll(async () => {
    await Promise.all(
      instances.map(
        (i) =>
          new Promise<void>((resolve) => {
            if (i.proc.exitCode !== null) return resolve();
            i.proc.once("exit", () => resolve());
            i.proc.kill("SIGTERM");
          }),
      ),
    );
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("at 24 of 25, 50 calls split across two instances: exactly one succeeds", async () => {
    const [a, b] = instances as [Instance, Instance];
    const reg = await fetch(`${a.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "Multi", lastName: "Instance", email: "multi@example.com",
        password: "password-123", passwordConfirm: "password-123", subscriptionTier: "free",
      }),
    });
    expect(reg.status).toBe(201);
    const { id } = (await reg.json()) as { id: number };
    const cookie = (reg.headers.get("set-cookie") ?? "").split(";")[0] as string;
    await database.db.update(users).set({ imagesUsed: 24 }).where(eq(users.id, id));

    // Open the connections first, so the 50 calls reach the servers together rather than one handshake apart.
    await Promise.all(Array.from({ length: 50 }, (_, i) => fetch(`${(i % 2 ? b : a).url}/api/health`).then((r) => r.arrayBuffer())));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => fetch(`${(i % 2 ? b : a).url}/api/track-download`, { method: "POST", headers: { cookie } })),
    );
    const bodies = await Promise.all(results.map((r) => r.json() as Promise<{ message?: string }>));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(49);
    expect(bodies.filter((body) => body.message === "Free tier limit reached")).toHaveLength(49);
    const [row] = await database.db.select({ used: users.imagesUsed }).from(users).where(eq(users.id, id));
    expect(row?.used).toBe(25);

    // Both instances served the calls and agree on the outcome.
    for (const server of [a, b]) {
      const status = await fetch(`${server.url}/api/subscription`, { headers: { cookie } });
      expect(await status.json()).toMatchObject({ imageCount: 25, isLimitReached: true });
    }
  });
});

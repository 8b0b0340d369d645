import { mkdtempSync, rmSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import os from "node:os";
import path from "node:path";
import { createApp } from "../app";
import type { AppDeps } from "../lib/context";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { loadConfig, type Config } from "../env";
import { createLocalStorage } from "../lib/storage";
import { createTestDatabase } from "./test-db";
import { checkResponse } from "./check-response";
import { CookieJar, type RequestBody } from "./cookie-jar";

export const ADMIN_EMAIL = "admin@example.com";

/** API tests sign up dozens of accounts from one (socket-less) address: the limit is raised, not switched off. */
export const TEST_REGISTRATION_LIMIT_PER_HOUR = "1000";
/** Suites render thousands of previews from one address: raised here; the limit's own test sets it back. */
export const TEST_PREVIEW_LIMIT_PER_MINUTE = "1000000";

/**
 * Marks an address as verified, as following its mailed link would: admin rights need a verified
 * address. (The mail flow itself is tested end to end in modules/auth/email-flows.test.ts.)
 */
export async function markEmailVerified(db: Db, email: string): Promise<void> {
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_REQUESTS: "false", ADMIN_EMAILS: ADMIN_EMAIL, REGISTRATION_LIMIT_PER_HOUR: TEST_REGISTRATION_LIMIT_PER_HOUR, PREVIEW_LIMIT_PER_MINUTE: TEST_PREVIEW_LIMIT_PER_MINUTE }),
    ...overrides,
  };
}

/** The app on a fresh database, plus a cookie-keeping client to call it like a browser would. */
export async function createTestApp(overrides: Partial<Config> = {}) {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "mockup-test-"));
  const config = testConfig({ dataDir, ...overrides });
  const deps: AppDeps = { db: database.db, config, storage: createLocalStorage(dataDir) };
  const app = createApp(deps);
  const close = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    app,
    deps,
    db: database.db,
    /** The database itself (engine, URL on PostgreSQL), for parts that open their own connections (the render queue). */
    database,
    close,
    /** A browser-like client; `remoteAddress` is the TCP peer the server sees (a proxy, or the client itself). */
    client: (remoteAddress?: string) => new TestClient(app, remoteAddress),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

type Fetchable = { request: (path: string, init?: RequestInit, env?: unknown) => Response | Promise<Response> };

export class TestClient {
  private readonly jar = new CookieJar();
  constructor(
    private readonly app: Fetchable,
    /** Given: requests arrive as @hono/node-server hands them over, with this socket peer. */
    private readonly remoteAddress?: string,
  ) {}

  async request(method: string, path: string, init: RequestBody = {}) {
    const { headers, body } = this.jar.prepare(init);
    const env = this.remoteAddress ? { incoming: { socket: { remoteAddress: this.remoteAddress } } } : undefined;
    const res = await this.app.request(path, { method, headers, body }, env);
    await checkResponse(this.app, method, path, res);
    this.jar.keep(res);
    return res;
  }

  /** Whether the client holds this cookie now (set and not yet cleared). */
  hasCookie = (name: string): boolean => this.jar.get(name) !== undefined;

  /** A cookie this client holds (to replay it from elsewhere). */
  cookie = (name: string) => this.jar.get(name);

  get = (path: string, headers?: Record<string, string>) => this.request("GET", path, { headers });
  post = (path: string, json?: unknown) => this.request("POST", path, { json });
  put = (path: string, json?: unknown) => this.request("PUT", path, { json });
  delete = (path: string) => this.request("DELETE", path);

  /** Registers (and so signs in) a user; returns the user JSON. */
  async register(email: string, password = "correct-horse-1", extra: Record<string, unknown> = {}) {
    const res = await this.post("/api/auth/register", {
      firstName: "Ada",
      lastName: "Lovelace",
      email,
      password,
      passwordConfirm: password,
      subscriptionTier: "free",
      ...extra,
    });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
    return (await res.json()) as { id: number; email: string; isAdmin: boolean };
  }
}

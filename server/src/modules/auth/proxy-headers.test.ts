import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { loginLockouts } from "../../db/schema";
import { parseTrustProxy } from "../../lib/trusted-proxies";
import { createTestApp, type TestApp } from "../../test/test-app";
import { LOGIN_FAILURES_BEFORE_LOCK } from "./claim-login-attempt";

/** Our load balancer, as the server's socket sees it. */
const PROXY = "10.0.0.2";
const REGISTRATION_LIMIT = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: parseTrustProxy("1"), registrationLimitPerHour: REGISTRATION_LIMIT });
});
afterAll(() => t.close());

const signUp = (email: string, forwardedFor: string, peer = PROXY) =>
  t.client(peer).request("POST", "/api/auth/register", {
    json: { firstName: "Eve", lastName: "Forger", email, password: "password-123", passwordConfirm: "password-123", subscriptionTier: "free" },
    headers: { "x-forwarded-for": forwardedFor },
  });

const login = (email: string, password: string, forwardedFor: string) =>
  t.client(PROXY).request("POST", "/api/auth/login", { json: { email, password }, headers: { "x-forwarded-for": forwardedFor } });

describe("X-Forwarded-For behind one trusted proxy", () => {
  test("a forged, rotated first hop does not make a new client: the per-address registration limit holds", async () => {
    for (let i = 0; i < REGISTRATION_LIMIT; i++) {
      expect((await signUp(`eve${i}@example.com`, `198.18.0.${i}, 203.0.113.7`)).status).toBe(201);
    }
    const refused = await signUp("eve-next@example.com", "198.18.0.99, 203.0.113.7");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Too many attempts/);
    // Another real client behind the same proxy is not affected.
    expect((await signUp("neighbour@example.com", "203.0.113.8")).status).toBe(201);
  });

  test("a client that talks to us directly cannot pose as our proxy's client", async () => {
    // Not our proxy: its X-Forwarded-For is its own writing, so its address is its socket's.
    const direct = parseTrustProxy("10.0.0.0/8");
    const app = await createTestApp({ trustProxy: direct, registrationLimitPerHour: 1 });
    try {
      const from = (peer: string, email: string, xff: string) =>
        app.client(peer).request("POST", "/api/auth/register", {
          json: { firstName: "M", lastName: "D", email, password: "password-123", passwordConfirm: "password-123", subscriptionTier: "free" },
          headers: { "x-forwarded-for": xff },
        });
      expect((await from("198.51.100.4", "m1@example.com", "1.1.1.1")).status).toBe(201);
      expect((await from("198.51.100.4", "m2@example.com", "2.2.2.2")).status).toBe(429);
      // Through the proxy, the address it reports is the client.
      expect((await from(PROXY, "m3@example.com", "6.6.6.6, 198.51.100.5")).status).toBe(201);
      expect((await from(PROXY, "m4@example.com", "7.7.7.7, 198.51.100.5")).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe("per-account sign-in limit", () => {
  test("60 wrong passwords from 60 addresses lock the account; the right password then waits too", async () => {
    await t.client("203.0.113.50").register("target@example.com", "the-right-one");
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await login("Target@Example.com", "guess-guess", `198.18.1.${i}`)).status);
    expect(statuses.slice(0, LOGIN_FAILURES_BEFORE_LOCK)).toEqual(Array(LOGIN_FAILURES_BEFORE_LOCK).fill(401));
    expect(new Set(statuses.slice(LOGIN_FAILURES_BEFORE_LOCK))).toEqual(new Set([429]));
    const locked = await login("target@example.com", "the-right-one", "203.0.113.50");
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toMatch(/Too many failed sign-ins for this account\. Please try again in 1 minute\./);
  });

  test("the lock grows with each failure after it ends, and a success starts over", async () => {
    await t.client().register("grow@example.com", "the-right-one");
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i++) await login("grow@example.com", "guess-guess", `198.18.2.${i}`);
    const expire = () => t.db.update(loginLockouts).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(loginLockouts.account, "grow@example.com"));
    const lockMessage = async () => ((await (await login("grow@example.com", "guess-guess", "198.18.2.200")).json()) as { message: string }).message;

    await expire();
    expect((await login("grow@example.com", "guess-guess", "198.18.2.100")).status).toBe(401);
    expect(await lockMessage()).toMatch(/try again in 2 minutes/);
    await expire();
    expect((await login("grow@example.com", "guess-guess", "198.18.2.101")).status).toBe(401);
    expect(await lockMessage()).toMatch(/try again in 4 minutes/);

    await expire();
    expect((await login("grow@example.com", "the-right-one", "198.18.2.102")).status).toBe(200);
    expect(await t.db.select().from(loginLockouts).where(eq(loginLockouts.account, "grow@example.com"))).toEqual([]);
    expect((await login("grow@example.com", "guess-guess", "198.18.2.103")).status).toBe(401);
  });

  test("concurrent guesses are counted one by one: no more than the threshold get a password check", async () => {
    await t.client().register("burst@example.com", "the-right-one");
    const statuses = await Promise.all(Array.from({ length: 20 }, (_, i) => login("burst@example.com", "guess-guess", `198.18.3.${i}`).then((r) => r.status)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_BEFORE_LOCK);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LOGIN_FAILURES_BEFORE_LOCK);
  });
});

describe("forwarded host and protocol", () => {
  const crossSitePost = (app: TestApp, peer: string) =>
    app.client(peer).request("POST", "/api/auth/login", {
      json: { email: "nobody@example.com", password: "x" },
      headers: { origin: "https://evil.example", host: "app.internal", "x-forwarded-host": "evil.example" },
    });

  test("X-Forwarded-Host does not satisfy the origin check unless TRUST_PROXY_HOST is on", async () => {
    expect((await crossSitePost(t, PROXY)).status).toBe(403);
    const withHost = await createTestApp({ trustProxy: parseTrustProxy("10.0.0.0/8"), trustProxyHost: true });
    try {
      // Through our proxy, which sets the header, the browser's host is believed...
      expect((await crossSitePost(withHost, PROXY)).status).toBe(401);
      // ...but not from anyone else.
      expect((await crossSitePost(withHost, "198.51.100.4")).status).toBe(403);
    } finally {
      await withHost.close();
    }
  });

  test("X-Forwarded-Proto makes the session cookie Secure only through a trusted proxy", async () => {
    const direct = await createTestApp({ trustProxy: parseTrustProxy("10.0.0.0/8") });
    try {
      const cookieFrom = async (peer: string, email: string) => {
        const res = await direct.client(peer).request("POST", "/api/auth/register", {
          json: { firstName: "S", lastName: "C", email, password: "password-123", passwordConfirm: "password-123", subscriptionTier: "free" },
          headers: { "x-forwarded-proto": "https" },
        });
        return res.headers.get("set-cookie") ?? "";
      };
      expect(await cookieFrom(PROXY, "s1@example.com")).toMatch(/Secure/);
      expect(await cookieFrom("198.51.100.4", "s2@example.com")).not.toMatch(/Secure/);
    } finally {
      await direct.close();
    }
  });
});

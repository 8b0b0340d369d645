import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ADMIN_EMAIL, createTestApp, markEmailVerified, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = {
  firstName: "Grace",
  lastName: "Hopper",
  email: "grace@example.com",
  password: "cobol-1959",
  passwordConfirm: "cobol-1959",
  subscriptionTier: "free",
};

async function expectMessage(res: Response, status: number, message?: string | RegExp) {
  expect(res.status).toBe(status);
  expect(res.headers.get("content-type")).toMatch(/application\/json/);
  const body = (await res.json()) as { message: unknown };
  expect(typeof body.message).toBe("string");
  if (message) expect(body.message).toMatch(message);
}

describe("register", () => {
  test("creates a free account, signs in, and never returns the password", async () => {
    const c = t.client();
    const res = await c.post("/api/auth/register", valid);
    expect(res.status).toBe(201);
    const user = await res.json();
    expect(user).toMatchObject({ email: valid.email, firstName: "Grace", subscriptionTier: "free", isAdmin: false, imagesUsed: 0 });
    expect(user).not.toHaveProperty("password");
    expect(user).not.toHaveProperty("redirectToPayment");
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const me = await c.get("/api/auth/user");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: valid.email });
  });

  test("premium choice stays free until paid and asks for payment", async () => {
    const res = await t.client().post("/api/auth/register", { ...valid, email: "p@example.com", subscriptionTier: "premium" });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ subscriptionTier: "free", redirectToPayment: true });
  });

  test("a taken e-mail, in any case, gets the same answer as a new one: nothing tells the asker the address has an account", async () => {
    const answer = async (email: string) => {
      const res = await t.client().post("/api/auth/register", { ...valid, email });
      const { id, createdAt, email: shown, ...rest } = (await res.json()) as Record<string, unknown>;
      expect([typeof id, typeof createdAt, shown]).toEqual(["number", "string", email]);
      return { status: res.status, signedIn: /sid=/.test(res.headers.get("set-cookie") ?? ""), rest };
    };
    const taken = await answer("GRACE@Example.com");
    expect(taken).toEqual(await answer("grace-new@example.com"));
    expect(taken).toMatchObject({ status: 201, signedIn: true, rest: { emailVerified: false, imagesUsed: 0 } });
  });

  test.each([
    [{ firstName: "" }, "First name is required"],
    [{ lastName: "   " }, "Last name is required"],
    [{ email: "not-an-email" }, "Please enter a valid email"],
    [{ password: "short", passwordConfirm: "short" }, "Password must be at least 8 characters"],
    [{ passwordConfirm: "different-123" }, "Passwords do not match"],
    [{ subscriptionTier: "gold" }, "Please select a subscription tier"],
    [{ firstName: 42 }, "First name is required"],
    [{ firstName: "x".repeat(10_000) }, /at most/],
    [{ email: `${"a".repeat(10_000)}@example.com` }, "Please enter a valid email"],
  ])("rejects %j with the spec's message", async (patch, message) => {
    await expectMessage(await t.client().post("/api/auth/register", { ...valid, email: "new@example.com", ...patch }), 400, message);
  });

  test("missing fields, malformed JSON and a wrong content type are 4xx JSON", async () => {
    const c = t.client();
    await expectMessage(await c.post("/api/auth/register", {}), 400);
    await expectMessage(await c.post("/api/auth/register", []), 400);
    await expectMessage(await c.request("POST", "/api/auth/register", { body: "{oops", headers: { "content-type": "application/json" } }), 400);
    await expectMessage(await c.request("POST", "/api/auth/register", { body: "a=b", headers: { "content-type": "text/plain" } }), 415);
    await expectMessage(await c.request("POST", "/api/auth/register", { body: "x".repeat(200_000), headers: { "content-type": "application/json" } }), 413);
    expect((await c.get("/api/auth/user")).status).toBe(401);
  });
});

describe("login and logout", () => {
  test("signs in with any e-mail case, rotates the session, signs out", async () => {
    const c = t.client();
    await c.register("lin@example.com", "password-123");
    const res = await c.post("/api/auth/login", { email: "LIN@example.com", password: "password-123" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: "lin@example.com" });
    expect((await c.get("/api/auth/user")).status).toBe(200);
    const out = await c.post("/api/auth/logout");
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });
    await expectMessage(await c.get("/api/auth/user"), 401);
  });

  test("an old session cookie stops working after logout", async () => {
    const c = t.client();
    const reg = await c.post("/api/auth/register", { ...valid, email: "stale@example.com" });
    const stolen = (reg.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    await c.post("/api/auth/logout");
    const res = await t.app.request("/api/auth/user", { headers: { cookie: stolen } });
    expect(res.status).toBe(401);
  });

  test("wrong password and unknown e-mail get the same 401", async () => {
    const c = t.client();
    await c.register("kay@example.com", "password-123");
    await expectMessage(await c.post("/api/auth/login", { email: "kay@example.com", password: "nope-nope" }), 401, "Invalid email or password");
    await expectMessage(await c.post("/api/auth/login", { email: "nobody@example.com", password: "nope-nope" }), 401, "Invalid email or password");
  });

  test.each([
    [{ email: "x", password: "p" }, "Please enter a valid email"],
    [{ email: "a@b.co", password: "" }, "Password is required"],
    [{ email: "a@b.co" }, "Password is required"],
    [{ email: "a@b.co", password: 123 }, "Password is required"],
  ])("validates %j", async (body, message) => {
    await expectMessage(await t.client().post("/api/auth/login", body), 400, message);
  });

  test("too many attempts for one e-mail are refused with 429, other e-mails are not", async () => {
    const c = t.client();
    for (let i = 0; i < 10; i++) await c.post("/api/auth/login", { email: "victim@example.com", password: "guess-guess" });
    await expectMessage(await c.post("/api/auth/login", { email: "victim@example.com", password: "guess-guess" }), 429, /Too many attempts/);
    expect((await c.post("/api/auth/login", { email: "other@example.com", password: "guess-guess" })).status).toBe(401);
  });
});

describe("the signed-in hint cookie", () => {
  const setCookies = (res: Response) => res.headers.getSetCookie();
  const hintSet = (res: Response) => setCookies(res).find((c) => /^signed_in_\w+=1;/.test(c));
  const hintCleared = (res: Response, name = "signed_in_\\w+") => setCookies(res).some((c) => new RegExp(`^${name}=;`).test(c) && /Max-Age=0/i.test(c));
  const hintName = (res: Response) => hintSet(res)?.split("=")[0] ?? "";

  test("comes with the session (readable by the page, same lifetime) and goes at logout", async () => {
    const c = t.client();
    const reg = await c.post("/api/auth/register", { ...valid, email: "hint@example.com" });
    const hint = hintSet(reg) ?? "";
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/);
    const expires = (cookie: string) => /Expires=([^;]+)/i.exec(cookie)?.[1];
    expect(expires(hint)).toBeDefined();
    expect(expires(hint)).toBe(expires(setCookies(reg).find((cookie) => cookie.startsWith("sid=")) ?? ""));
    expect(c.hasCookie(hintName(reg))).toBe(true);

    const login = await c.post("/api/auth/login", { email: "hint@example.com", password: valid.password });
    expect(hintSet(login)).toBeDefined();
    // A request with both cookies in step sets neither again.
    expect(setCookies(await c.get("/api/auth/user"))).toEqual([]);
    expect(hintCleared(await c.post("/api/auth/logout"), hintName(login))).toBe(true);
    expect(c.hasCookie(hintName(login))).toBe(false);
  });

  test("a session without the hint gets it; a hint without a session loses it", async () => {
    const c = t.client();
    const reg = await c.post("/api/auth/register", { ...valid, email: "hint-2@example.com" });
    const sid = (setCookies(reg).find((cookie) => cookie.startsWith("sid=")) ?? "").split(";")[0] ?? "";
    const me = await t.app.request("/api/auth/user", { headers: { cookie: sid } });
    expect(me.status).toBe(200);
    expect(hintSet(me)).toBeDefined();

    const stale = await t.app.request("/api/auth/user", { headers: { cookie: "sid=gone; signed_in_0123456789ab=1" } });
    expect(stale.status).toBe(401);
    expect(hintCleared(stale, "signed_in_0123456789ab")).toBe(true);
    const anonymous = await t.app.request("/api/auth/user");
    expect(anonymous.status).toBe(401);
    expect(setCookies(anonymous)).toEqual([]);
  });

  test("a late answer to a replaced session drops only that session's hint, not the new one", async () => {
    const c = t.client();
    const first = await c.post("/api/auth/register", { ...valid, email: "hint-4@example.com" });
    const firstCookies = `sid=${c.cookie("sid") ?? ""}; ${hintName(first)}=1`;
    const second = await c.post("/api/auth/register", { ...valid, email: "hint-5@example.com" });
    expect(hintName(second)).not.toBe(hintName(first));
    // The first session's request answered after the second sign-up (a second tab, a slow poll).
    const late = await t.app.request("/api/auth/user", { headers: { cookie: firstCookies } });
    expect(late.status).toBe(401);
    expect(hintCleared(late, hintName(first))).toBe(true);
    expect(hintCleared(late, hintName(second))).toBe(false);
  });

  test("deleting the account takes the hint with the session", async () => {
    const c = t.client();
    await c.register("hint-3@example.com", "password-123");
    const res = await c.request("DELETE", "/api/account", { json: { password: "password-123" } });
    expect(res.status).toBe(200);
    expect(hintCleared(res)).toBe(true);
  });
});

describe("admin rule and request hygiene", () => {
  test("isAdmin is decided by ADMIN_EMAILS, case-insensitively, once the address is verified", async () => {
    const c = t.client();
    const admin = await c.register(ADMIN_EMAIL.toUpperCase());
    // Not admin yet, and told so (to itself only): the admin page can say why it is closed.
    expect(admin).toMatchObject({ isAdmin: false, emailVerified: false, adminNeedsVerification: true });
    expect((await c.post("/api/templates", { name: "x", imageUrl: "/api/templates/images/x.png" })).status).toBe(403);
    await markEmailVerified(t.db, ADMIN_EMAIL);
    expect(await (await c.get("/api/auth/user")).json()).toMatchObject({ isAdmin: true, emailVerified: true, adminNeedsVerification: false });
    const someone = t.client();
    expect(await someone.register("someone@example.com")).toMatchObject({ isAdmin: false, adminNeedsVerification: false });
    await markEmailVerified(t.db, "someone@example.com");
    expect(await (await someone.get("/api/auth/user")).json()).toMatchObject({ isAdmin: false, adminNeedsVerification: false });
  });

  test("a cross-site POST is refused; same-origin passes", async () => {
    const c = t.client();
    const evil = await c.request("POST", "/api/auth/login", {
      json: { email: "a@b.co", password: "x" },
      headers: { origin: "https://evil.example", host: "localhost" },
    });
    await expectMessage(evil, 403, /Cross-site/);
    const same = await c.request("POST", "/api/auth/login", {
      json: { email: "a@b.co", password: "x" },
      headers: { origin: "http://localhost", host: "localhost" },
    });
    expect(same.status).toBe(401);
  });

  test("responses carry security headers and no-store", async () => {
    const res = await t.client().get("/api/auth/user");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("referrer-policy")).toBeTruthy();
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  test("health checks the database; unknown API paths are JSON 404s", async () => {
    const c = t.client();
    const health = await c.get("/api/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: "ok" });
    await expectMessage(await c.get("/api/nope"), 404);
  });

  test("the OpenAPI documents describe every route the app serves (the public API's in its own, /api/v1/openapi.json)", async () => {
    const operations = async (docPath: string, prefix: string) => {
      const doc = (await (await t.client().get(docPath)).json()) as { paths: Record<string, Record<string, unknown>> };
      return Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${prefix}${p.replace(/\{(\w+)\}/g, ":$1")}`));
    };
    const documented = new Set([...(await operations("/api/openapi.json", "")), ...(await operations("/api/v1/openapi.json", "/api/v1"))]);
    const served = t.app.routes
      .filter((r) => r.path.startsWith("/api/") && r.method !== "ALL" && !r.path.endsWith("/openapi.json"))
      .map((r) => `${r.method} ${r.path}`);
    expect(served.length).toBeGreaterThan(20);
    for (const route of served) expect(documented, route).toContain(route);
  });
});

import { type AddressInfo, type Socket, createServer } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { FORGOT_PASSWORD_MESSAGE } from "@shared/account";
import { userTokens, users } from "../../db/schema";
import { SmtpReceiver } from "../../lib/mail/testing/smtp-receiver";
import { ADMIN_EMAIL, createTestApp, type TestApp, TestClient } from "../../test/test-app";
import { LOGIN_FAILURES_BEFORE_LOCK } from "./claim-login-attempt";
import { registerUser } from "./register-user";

const PUBLIC_URL = "https://studio.example.test";

let smtp: SmtpReceiver;
let t: TestApp;
beforeAll(async () => {
  smtp = await new SmtpReceiver().start();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: "Mockup Studio <hello@studio.example.test>", publicUrl: PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

let n = 0;
const fresh = (prefix = "mail") => `${prefix}${++n}@example.com`;
const tokenOf = (link: string | null) => new URL(link ?? "").searchParams.get("token") ?? "";

async function registered(email = fresh(), password = "first-password-1") {
  const c = t.client();
  const before = smtp.mailsTo(email).length;
  await c.register(email, password);
  const mail = await smtp.nextMailTo(email, before);
  return { c, email, password, mail };
}

async function forgot(email: string) {
  const res = await t.client().post("/api/auth/forgot-password", { email });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe("verification over SMTP", () => {
  test("register → the mail arrives with a working link → verified", async () => {
    const { c, email, mail } = await registered();
    expect(mail.subject).toBe("Verify your e-mail for Mockup Studio");
    expect(mail.raw).toMatch(/^From: Mockup Studio <hello@studio\.example\.test>$/m);
    expect(mail.raw).toMatch(/Content-Type: text\/plain/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    expect(mail.text).toContain("Mockup Studio");
    expect(mail.link).toMatch(new RegExp(`^${PUBLIC_URL}/verify-email\\?token=[A-Za-z0-9_-]{43}$`));

    expect(await (await c.get("/api/auth/user")).json()).toMatchObject({ email, emailVerified: false });
    // The link works without being signed in (it may be opened on another device).
    const res = await t.client().post("/api/auth/verify-email", { token: tokenOf(mail.link) });
    expect(res.status).toBe(200);
    expect(await (await c.get("/api/auth/user")).json()).toMatchObject({ email, emailVerified: true });

    const again = await t.client().post("/api/auth/verify-email", { token: tokenOf(mail.link) });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ message: "This link has expired or was already used", code: "bad_request" });
  });

  test("tokens are stored hashed, never as sent", async () => {
    const { mail } = await registered();
    const token = tokenOf(mail.link);
    const rows = await t.db.select({ id: userTokens.id }).from(userTokens);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.id === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  test("resend mails a new link, the old one stops working, and it is rate limited", async () => {
    const { c, email, mail: first } = await registered();
    const res = await c.post("/api/auth/resend-verification");
    expect(res.status).toBe(200);
    const second = await smtp.nextMailTo(email, 1);
    expect(tokenOf(second.link)).not.toBe(tokenOf(first.link));
    expect((await t.client().post("/api/auth/verify-email", { token: tokenOf(first.link) })).status).toBe(400);
    expect((await t.client().post("/api/auth/verify-email", { token: tokenOf(second.link) })).status).toBe(200);
    expect((await c.post("/api/auth/resend-verification")).status).toBe(400);

    const other = await registered();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await other.c.post("/api/auth/resend-verification")).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
    expect((await t.client().post("/api/auth/resend-verification")).status).toBe(401);
  });

  test("ADMIN_EMAILS grants admin only after the address is verified by its link", async () => {
    const { c, mail } = await registered(ADMIN_EMAIL);
    expect(await (await c.get("/api/auth/user")).json()).toMatchObject({ isAdmin: false });
    expect((await c.post("/api/templates", { name: "x", imageUrl: "/api/templates/images/x.png" })).status).toBe(403);
    expect((await c.post("/api/auth/verify-email", { token: tokenOf(mail.link) })).status).toBe(200);
    expect(await (await c.get("/api/auth/user")).json()).toMatchObject({ isAdmin: true, emailVerified: true });
  });

  test.each([
    ["missing", {}],
    ["empty", { token: "" }],
    ["a number", { token: 5 }],
    ["5000 characters", { token: "x".repeat(5000) }],
    ["malformed", { token: "not-a-token" }],
  ])("a %s token is a 400 JSON answer", async (_label, body) => {
    const res = await t.client().post("/api/auth/verify-email", body);
    expect(res.status).toBe(400);
    expect(typeof ((await res.json()) as { message: unknown }).message).toBe("string");
  });
});

describe("registering an address that already has an account", () => {
  test("the owner is told by mail (no link), the owner's account is unchanged, and each account signs in with its own password", async () => {
    const owner = await registered(fresh("owned"), "owner-password-1");
    const before = smtp.mailsTo(owner.email).length;
    const asker = t.client();
    await asker.register(owner.email.toUpperCase(), "asker-password-1");
    const mail = await smtp.nextMailTo(owner.email.toUpperCase(), before);
    expect(mail.subject).toBe("Someone signed up for Mockup Studio with your e-mail");
    expect(mail.link).toBe(`${PUBLIC_URL}/login`);

    // Resend says what it says to anyone, and the mail again only tells the owner.
    const resend = await asker.post("/api/auth/resend-verification");
    expect(resend.status).toBe(200);
    expect((await smtp.nextMailTo(owner.email.toUpperCase(), before + 1)).subject).toBe(mail.subject);

    const signIn = async (password: string) => {
      const res = await t.client().post("/api/auth/login", { email: owner.email, password });
      return res.status === 200 ? ((await res.json()) as { id: number }).id : res.status;
    };
    const ownerId = ((await (await owner.c.get("/api/auth/user")).json()) as { id: number }).id;
    const askerId = ((await (await asker.get("/api/auth/user")).json()) as { id: number }).id;
    expect(askerId).not.toBe(ownerId);
    expect(await signIn(owner.password)).toBe(ownerId);
    expect(await signIn("asker-password-1")).toBe(askerId);
    expect(await signIn("neither-password-1")).toBe(401);

    // The address stays the owner's: a reset link goes to the owner's account only.
    const resets = smtp.mailsTo(owner.email).length;
    expect((await forgot(owner.email)).status).toBe(200);
    const reset = await smtp.nextMailTo(owner.email, resets);
    const res = await t.client().post("/api/auth/reset-password", { token: tokenOf(reset.link), password: "owner-password-2", passwordConfirm: "owner-password-2" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: number }).id).toBe(ownerId);
  });
});

describe("password reset over SMTP", () => {
  test("forgot → reset: signed in, old password refused, every other session signed out", async () => {
    const { c: other, email, password } = await registered();
    const elsewhere = t.client();
    expect((await elsewhere.post("/api/auth/login", { email, password })).status).toBe(200);

    const before = smtp.mailsTo(email).length;
    expect(await forgot(email.toUpperCase())).toEqual({ status: 200, body: { message: FORGOT_PASSWORD_MESSAGE } });
    const mail = await smtp.nextMailTo(email, before);
    expect(mail.subject).toBe("Reset your Mockup Studio password");
    expect(mail.link).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=`));

    const resetter = t.client();
    const res = await resetter.post("/api/auth/reset-password", { token: tokenOf(mail.link), password: "second-password-2", passwordConfirm: "second-password-2" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email, emailVerified: true });
    expect((await resetter.get("/api/auth/user")).status).toBe(200);
    expect((await other.get("/api/auth/user")).status).toBe(401);
    expect((await elsewhere.get("/api/auth/user")).status).toBe(401);

    expect((await t.client().post("/api/auth/login", { email, password })).status).toBe(401);
    expect((await t.client().post("/api/auth/login", { email, password: "second-password-2" })).status).toBe(200);
  });

  test("a reset ends the account's sign-in lockout (issue 24, item 7)", async () => {
    const { email } = await registered();
    // Guessed from many addresses: the per-address limit never trips, the account lock does.
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i++) {
      expect((await t.client(`10.9.0.${i + 1}`).post("/api/auth/login", { email, password: "wrong-guess-1" })).status).toBe(401);
    }
    const locked = await t.client("10.9.1.1").post("/api/auth/login", { email, password: "first-password-1" });
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toMatch(/^Too many failed sign-ins for this account/);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);

    const before = smtp.mailsTo(email).length;
    await forgot(email);
    const mail = await smtp.nextMailTo(email, before);
    const reset = await t.client().post("/api/auth/reset-password", { token: tokenOf(mail.link), password: "second-password-2", passwordConfirm: "second-password-2" });
    expect(reset.status).toBe(200);
    // Another device signs in with the new password at once.
    expect((await t.client("10.9.1.2").post("/api/auth/login", { email, password: "second-password-2" })).status).toBe(200);
  });

  test("a reset token works once", async () => {
    const { email } = await registered();
    await forgot(email);
    const mail = await smtp.nextMailTo(email, 1);
    const body = { token: tokenOf(mail.link), password: "another-pass-3", passwordConfirm: "another-pass-3" };
    expect((await t.client().post("/api/auth/reset-password", body)).status).toBe(200);
    const reuse = await t.client().post("/api/auth/reset-password", { ...body, password: "evil-pass-44", passwordConfirm: "evil-pass-44" });
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({ message: "This link has expired or was already used", code: "bad_request" });
    expect((await t.client().post("/api/auth/login", { email, password: "another-pass-3" })).status).toBe(200);
  });

  test("a reset token expires after 1 hour; a newer mail replaces an older link", async () => {
    const { email } = await registered();
    await forgot(email);
    const first = await smtp.nextMailTo(email, 1);
    const [{ id } = { id: 0 }] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const row = (await t.db.select().from(userTokens).where(eq(userTokens.userId, id))).find((r) => r.purpose === "reset");
    // Both stamps come from the same insert, a millisecond apart at most.
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 3_600_000)).toBeLessThan(1000);
    await t.db.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userTokens.id, row!.id));
    const body = { token: tokenOf(first.link), password: "late-password-5", passwordConfirm: "late-password-5" };
    const late = await t.client().post("/api/auth/reset-password", body);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ message: "This link has expired or was already used", code: "bad_request" });

    await forgot(email);
    const second = await smtp.nextMailTo(email, 2);
    await forgot(email);
    const third = await smtp.nextMailTo(email, 3);
    expect((await t.client().post("/api/auth/reset-password", { ...body, token: tokenOf(second.link) })).status).toBe(400);
    expect((await t.client().post("/api/auth/reset-password", { ...body, token: tokenOf(third.link) })).status).toBe(200);
  });

  test("no account enumeration: the same status and body for unknown addresses, and no mail", async () => {
    const { email } = await registered();
    const known = await forgot(email);
    const unknown = await forgot("nobody-here@example.com");
    expect(unknown).toEqual(known);
    await smtp.nextMailTo(email, 1);
    expect(smtp.mailsTo("nobody-here@example.com")).toHaveLength(0);
  });

  test("new passwords follow the registration rules", async () => {
    const c = t.client();
    const cases: [object, string][] = [
      [{ token: "t".repeat(43), password: "short", passwordConfirm: "short" }, "Password must be at least 8 characters"],
      [{ token: "t".repeat(43), password: "long-enough-1", passwordConfirm: "different-22" }, "Passwords do not match"],
    ];
    for (const [body, message] of cases) {
      const res = await c.post("/api/auth/reset-password", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message, code: "bad_request" });
    }
    const res = await c.post("/api/auth/reset-password", { token: "t".repeat(43), password: "long-enough-1", passwordConfirm: "long-enough-1" });
    expect(await res.json()).toEqual({ message: "This link has expired or was already used", code: "bad_request" });
  });

  test("forgot-password is rate limited per address", async () => {
    const email = fresh("limited");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await forgot(email)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await forgot(fresh("other"))).status).toBe(200);
  });
});

describe("per-IP limit", () => {
  test("e-mail routes are limited per client IP across addresses", async () => {
    const limited = await createTestApp({ smtpUrl: smtp.url });
    try {
      const c = new TestClient(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await c.post("/api/auth/forgot-password", { email: `ip${i}@example.com` })).status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(30);
      expect(statuses[30]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("when the SMTP server is down or hangs", () => {
  test("registration still succeeds; resend says the mail could not be sent", async () => {
    // Nothing listens on the discard port: connections are refused at once.
    const down = await createTestApp({ smtpUrl: "smtp://127.0.0.1:9" });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const c = new TestClient(down.app);
      await c.register("no-mail@example.com");
      const res = await c.post("/api/auth/resend-verification");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: "We could not send the e-mail right now. Please try again shortly.", code: "unavailable" });
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
      await down.close();
    }
  });

  test("forgot-password answers without waiting for the mail of an existing account", async () => {
    // A server that accepts connections and never says a word: a send would wait for its timeout.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const hung = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await registerUser(hung.db, { firstName: "A", lastName: "B", email: "hung@example.com", password: "hung-password-1", passwordConfirm: "hung-password-1", subscriptionTier: "free" });
      const res = await new TestClient(hung.app).post("/api/auth/forgot-password", { email: "hung@example.com" });
      // Had it waited for the send, the silent server would have made it fail.
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    } finally {
      // End the pending send now (it fails and is logged) rather than at its 15 s timeout.
      for (const socket of sockets) socket.destroy();
      await new Promise((r) => setTimeout(r, 200));
      error.mockRestore();
      silent.close();
      await hung.close();
    }
  });
});

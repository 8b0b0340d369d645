import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";
import { readMail } from "./testing/read-mail";

let t: TestApp;
beforeAll(async () => {
  // "development": the outbox prints each link on the log (test runs keep quiet).
  t = await createTestApp({ env: "development", publicUrl: undefined });
});
afterAll(() => t.close());

const outbox = () => path.join(t.deps.config.dataDir, "outbox");
const outboxFiles = () => {
  try {
    return readdirSync(outbox()).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
};

async function nextOutboxMail(already: number) {
  for (let i = 0; i < 600 && outboxFiles().length <= already; i++) await new Promise((r) => setTimeout(r, 25));
  const files = outboxFiles();
  expect(files.length).toBeGreaterThan(already);
  return readMail(readFileSync(path.join(outbox(), files[files.length - 1]!), "utf8"));
}

describe("without SMTP_URL (the embedded default)", () => {
  test("registering writes the verification mail to DATA_DIR/outbox and logs its link", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const c = t.client();
      await c.register("outbox@example.com");
      const mail = await nextOutboxMail(0);
      expect(mail.to).toBe("outbox@example.com");
      expect(mail.subject).toBe("Verify your e-mail for Mockup Studio");
      // No PUBLIC_URL: links use the request's origin.
      expect(mail.link).toMatch(/^http:\/\/localhost\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
      expect(log.mock.calls.flat().join("\n")).toContain(`[mail] link: ${mail.link}`);

      const token = new URL(mail.link!).searchParams.get("token");
      expect((await c.post("/api/auth/verify-email", { token })).status).toBe(200);
      expect(await (await c.get("/api/auth/user")).json()).toMatchObject({ emailVerified: true });
    } finally {
      log.mockRestore();
    }
  });

  test("a reset mail lands in the outbox too, and its link resets the password", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await t.client().register("outbox-reset@example.com", "old-password-1");
      const before = outboxFiles().length;
      expect((await t.client().post("/api/auth/forgot-password", { email: "outbox-reset@example.com" })).status).toBe(200);
      const mail = await nextOutboxMail(before);
      expect(mail.subject).toBe("Reset your Mockup Studio password");
      const token = new URL(mail.link!).searchParams.get("token");
      const res = await t.client().post("/api/auth/reset-password", { token, password: "new-password-2", passwordConfirm: "new-password-2" });
      expect(res.status).toBe(200);
    } finally {
      vi.restoreAllMocks();
    }
  });
});

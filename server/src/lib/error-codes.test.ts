import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ERROR_CODES } from "@shared/error-codes";
import { makeTestTemplate } from "../starter-catalogue";
import { ADMIN_EMAIL, createTestApp, markEmailVerified, type TestApp, type TestClient } from "../test/test-app";
import { codeForStatus, statusForCode } from "./error-codes";
import { AppError } from "./errors";

describe("the code → status table", () => {
  test("every shared code has a 4xx or 5xx status", () => {
    for (const code of ERROR_CODES) {
      const status = statusForCode(code);
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
    }
  });

  test("an AppError takes its status from its code; a framework status maps to a general code", () => {
    expect(new AppError("limit_reached", "x")).toMatchObject({ status: 403, code: "limit_reached" });
    expect(new AppError("method_not_allowed", "x")).toMatchObject({ status: 405, code: "method_not_allowed" });
    for (const status of [400, 401, 403, 404, 409, 413, 415, 429, 503] as const) expect(statusForCode(codeForStatus(status))).toBe(status);
    expect(codeForStatus(422)).toBe("bad_request");
    expect(codeForStatus(502)).toBe("internal_error");
  });
});

describe("error bodies carry { message, code }", () => {
  let t: TestApp;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await admin.register(ADMIN_EMAIL);
    await markEmailVerified(t.db, ADMIN_EMAIL);
  });
  afterAll(() => t.close());

  const upload = async (bytes: Uint8Array, query = "") => {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "t.png");
    return admin.request("POST", `/api/templates/upload${query}`, { body: form });
  };

  test.each([
    ["an unknown API route", () => t.client().get("/api/nope"), 404, "not_found"],
    ["a body that fails validation", () => t.client().post("/api/auth/login", { email: "x" }), 400, "bad_request"],
    ["a call without a session", () => t.client().get("/api/mockups"), 401, "unauthorized"],
    // Bulk upload (windows=transparent) takes cut-out templates only; Add New Template also takes photos.
    ["a bulk template without a window", async () => upload(await makeTestTemplate({ width: 300, height: 200, windows: [] }), "?windows=transparent"), 400, "no_window"],
    ["a GIF", () => upload(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64")), 415, "unsupported_image"],
    ["an empty file", () => upload(Buffer.alloc(0)), 400, "empty_image"],
    [
      "a cross-site POST",
      () => t.client().request("POST", "/api/auth/logout", { headers: { "sec-fetch-site": "cross-site" } }),
      403,
      "cross_site",
    ],
  ] as const)("%s", async (_name, call, status, code) => {
    const res = await call();
    expect(res.status).toBe(status);
    const body = (await res.json()) as { message: string; code: string };
    expect(body.code).toBe(code);
    expect(body.message.length).toBeGreaterThan(3);
  });
});

import { afterAll, beforeAll, expect, test } from "vitest";
import { EXAMPLE_PASSWORD } from "@shared/auth";
import { makeTestTemplate } from "../starter-catalogue";
import { rect } from "../modules/artworks/testing/seed-template";
import { sampleRequest, type OpenApiDocument } from "./sample-request";
import { ADMIN_EMAIL, createTestApp, markEmailVerified, type TestApp, type TestClient } from "./test-app";

// Issue 30, part 6: a client generated from /api/openapi.json sends requests the server accepts.
// Every operation is called once with values sampled from the document's own schemas (its
// examples first), by a signed-in user (the administrator for administrator routes); a 400, 413,
// 415 or 422 means the document let a client send something the server refuses.

/** Not for a signed-in user's client: Stripe alone calls the webhook, with Stripe's signature. */
const NOT_FOR_USERS = new Set(["POST /api/stripe/webhook"]);
/**
 * Valid only with a value another step hands out, which no sample can guess (each refusal is a
 * documented 400): the token of a mailed link, the image an upload stored just before.
 */
const NEEDS_EARLIER_STEP = new Set(["POST /api/auth/verify-email", "POST /api/auth/reset-password", "POST /api/templates"]);
const REFUSED_AS_INVALID = new Set([400, 413, 415, 422]);

let t: TestApp;
let doc: OpenApiDocument;
let admin: TestClient;
let file: Blob;
let users = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client();
  await admin.register(ADMIN_EMAIL, EXAMPLE_PASSWORD);
  await markEmailVerified(t.db, ADMIN_EMAIL);
  doc = (await (await t.client().get("/api/openapi.json")).json()) as OpenApiDocument;
  // An image every upload takes: a PNG with a transparent window (artwork, template, room, mockup).
  file = new Blob([new Uint8Array(await makeTestTemplate({ width: 600, height: 400, windows: [rect(150, 100, 300, 200)] }))], { type: "image/png" });
}, 120_000);
afterAll(() => t.close());

async function callerFor(description: string | undefined): Promise<TestClient> {
  if (description === "Not the administrator") return admin;
  const client = t.client();
  // With the document's example password, so a sampled current password is the right one.
  await client.register(`sampled-${++users}@example.com`, EXAMPLE_PASSWORD);
  return client;
}

test("every parameter and every request body has an example", () => {
  const missing: string[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      for (const p of op.parameters ?? []) if (p.example === undefined && p.schema?.example === undefined) missing.push(`${method} ${path} ${p.in} ${p.name}`);
      for (const [type, media] of Object.entries(op.requestBody?.content ?? {})) {
        const fields = Object.entries(media.schema?.properties ?? {}).filter(([, f]) => f.format !== "binary");
        if (media.schema?.example === undefined && fields.some(([, f]) => f.example === undefined && f.enum === undefined && f.default === undefined)) missing.push(`${method} ${path} ${type} body`);
      }
    }
  }
  expect(missing).toEqual([]);
});

test("every operation a signed-in user can call accepts the values sampled from its own document", async () => {
  const refused: string[] = [];
  let total = 0;
  let succeeded = 0;
  let needSteps = 0;
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      const name = `${method.toUpperCase()} ${path}`;
      if (NOT_FOR_USERS.has(name)) continue;
      total++;
      const client = await callerFor(op.responses["403"]?.description);
      const { url, init } = sampleRequest(path, method, op, file);
      const res = await client.request(init.method ?? "GET", url, { headers: init.headers, body: init.body });
      // The test app runs no export queue: POST /api/exports answers its documented 503 after validating.
      if (res.status >= 500) expect([res.status, op.responses[String(res.status)]?.description], `${name} → ${url}`).toEqual([503, expect.any(String)]);
      if (REFUSED_AS_INVALID.has(res.status) && NEEDS_EARLIER_STEP.has(name)) {
        expect(op.responses[String(res.status)], name).toBeDefined();
        needSteps++;
      }
      else if (REFUSED_AS_INVALID.has(res.status)) refused.push(`${name} → ${url}: ${res.status} ${await res.text()}`);
      else if (res.ok) succeeded++;
    }
  }
  const accepted = total - refused.length - needSteps;
  console.log(`OpenAPI samples: ${accepted} of ${total} operations accepted (${succeeded} answered 2xx; ${needSteps} need a value from an earlier step)\n  ${refused.join("\n  ")}`);
  expect(refused).toEqual([]);
}, 300_000);

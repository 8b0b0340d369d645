import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { serve, type ServerType } from "@hono/node-server";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { rect, seedTemplate } from "../server/src/modules/artworks/testing/seed-template";
import { createTestApp, type TestApp } from "../server/src/test/test-app";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "..");
let t: TestApp;
let server: ServerType;
let url: string;
let dir: string;
let key: string;

/** The test app (its own database and storage) listening on 127.0.0.1: the example talks real HTTP to it. */
function listen(app: TestApp["app"]): Promise<ServerType> {
  return new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "example-"));
  t = await createTestApp();
  await seedTemplate(t.deps, { name: "Living room", width: 800, height: 600, windows: [rect(200, 150, 400, 300)] });
  server = await listen(t.app);
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A user signed up as the account page does, and an API key of theirs.
  const c = t.client();
  await c.register("example@example.com");
  key = ((await (await c.post("/api/account/api-keys", { name: "example" })).json()) as { key: string }).key;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("examples/render-mockup.ts uploads, lists templates, renders a mockup to a file and shows the RateLimit headers (real HTTP on 127.0.0.1)", async () => {
  const art = path.join(dir, "art.png");
  await sharp({ create: { width: 600, height: 450, channels: 3, background: "#2b6a9a" } }).png().toFile(art);
  const out = path.join(dir, "mockup.jpg");
  const { stdout } = await run(path.join(root, "node_modules", ".bin", "tsx"), ["examples/render-mockup.ts", art, out], {
    cwd: root,
    env: { ...process.env, MOCKUP_STUDIO_URL: url, MOCKUP_STUDIO_KEY: key },
    timeout: 120_000,
  });

  expect(stdout).toMatch(/^Uploaded .*art\.png: artwork [\w-]+ \(600×450\)$/m);
  expect(stdout).toMatch(/^\d+ templates$/m);
  expect(stdout).toMatch(/^RateLimit-Limit: 60$/m);
  // Three calls so far this minute: upload, templates, render.
  expect(stdout).toMatch(/^RateLimit-Remaining: 57$/m);
  expect(stdout).toMatch(/^RateLimit-Reset: \d+$/m);
  const image = await sharp(out).metadata();
  expect(image.format).toBe("jpeg");
  // The free plan's cap: at most 2000 px on the long side.
  expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(2000);
  expect(image.width).toBeGreaterThan(100);

  // What the script uploaded is there for the key's user.
  const listed = await fetch(`${url}/api/v1/artworks`, { headers: { authorization: `Bearer ${key}` } });
  expect(((await listed.json()) as unknown[]).length).toBe(1);
}, 180_000);

test("the document's own curl example for GET /templates works as written", async () => {
  const doc = (await (await fetch(`${url}/api/v1/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { "x-codeSamples": Array<{ label: string; source: string }> }>>;
  };
  const curl = doc.paths["/templates"]!.get!["x-codeSamples"].find((s) => s.label === "curl")!.source;
  expect(curl).toContain(`${url}/api/v1/templates`);
  const { stdout } = await run("bash", ["-c", `${curl} --silent --fail-with-body`], { env: { ...process.env, MOCKUP_STUDIO_KEY: key }, timeout: 30_000 });
  const templates = JSON.parse(stdout) as Array<{ id: number; name: string }>;
  expect(templates.length).toBeGreaterThan(0);
  expect(templates[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
});

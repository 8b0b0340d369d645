import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { freePort } from "./free-port";

let child: ChildProcess | undefined;
let dataDir: string | undefined;
test.afterEach(async () => {
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((r) => child?.once("exit", r));
    // The launcher, the server and the starter preparer share the group.
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test("npm start answers at once with a starting page that turns into the app by itself", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-first-start-"));
  // `npm start` is `node scripts/start.mjs`; on a fresh data directory the server first creates its database.
  child = spawn(process.execPath, ["scripts/start.mjs"], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "test", LOG_REQUESTS: "false", STARTER_CATALOGUE: "small" },
  });
  const url = `http://127.0.0.1:${port}`;
  expect(url).not.toBe(baseURL);

  // The first answer comes from the launcher while the server is not ready: 503 for the API, with what it is doing.
  let health: Response | undefined;
  await expect(async () => {
    health = await fetch(`${url}/api/health`);
  }).toPass({ timeout: 20_000, intervals: [100] });
  expect(health?.status).toBe(503);
  expect(health?.headers.get("retry-after")).toBe("2");
  const body = (await health?.json()) as { code: string; message: string; steps: { label: string; state: string }[] };
  expect(body.code).toBe("STARTING");
  expect(body.message).toMatch(/^Mockup Studio is starting. Step \d of \d: /);
  expect(body.steps.at(-1)?.label).toBe("Starting the server");

  await page.goto(`${url}/app`);
  await expect(page.getByRole("heading", { name: "Mockup Studio is starting" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(/^Step \d of \d: /);
  // No click, no reload by the test: the page opens the studio itself once the server has the port.
  await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible({ timeout: 150_000 });
  expect(page.url()).toBe(`${url}/app`);
  expect((await fetch(`${url}/api/health`)).status).toBe(200);
});

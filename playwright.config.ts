import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${PORT}`;
// Each run starts the server on an empty database under .tmp/ (gitignored).
// Workers re-read this file: the env var keeps one directory for the whole run.
process.env.E2E_DATA_DIR ??= `.tmp/e2e-data-${Date.now()}`;
const dataDir = process.env.E2E_DATA_DIR;

/** The mobile-menu spec runs at phone size; every other spec runs once, at desktop size. */
const MOBILE_SPECS = /mobile-.*\.spec\.ts/;

export default defineConfig({
  testDir: "e2e",
  globalTeardown: "./e2e/global-teardown.ts",
  fullyParallel: false,
  // Two cores, shared: one browser at a time.
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Long walks (uploads, renders, argon2 hashes) on two shared cores: 30 s was tight under load.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL,
    browserName: "chromium",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        // WebGL in software (SwiftShader): the share page's 3D model renders without a GPU.
        "--enable-unsafe-swiftshader",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", testIgnore: MOBILE_SPECS, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      testMatch: MOBILE_SPECS,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: "node dist/server/index.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      // The second address stays unverified (honest-limits.spec.ts): its admin page says why it is closed.
      ADMIN_EMAILS: "admin@example.com,pending-admin@example.com",
      LOG_REQUESTS: "false",
      // The specs sign up many accounts from 127.0.0.1: the per-address limit is raised, not switched off.
      REGISTRATION_LIMIT_PER_HOUR: "1000",
      // Parallel studio walks share one address.
      PREVIEW_LIMIT_PER_MINUTE: "100000",
      // Small starter templates: the catalogue is ready in seconds and leaves the cores to the browser.
      STARTER_CATALOGUE: "small",
      // The drawn catalogue the specs walk (rendered rooms hide it by default): rendered-catalogue.spec.ts runs its own server with rooms.
      RENDERED_ROOMS_DIR: "off",
      // Batch webhooks go to a receiver the spec runs on 127.0.0.1, and retry within a second.
      WEBHOOK_ALLOW_PRIVATE: "true",
      WEBHOOK_FIRST_RETRY_SECONDS: "1",
    },
  },
});

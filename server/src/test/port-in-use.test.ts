import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { fromRoot } from "../lib/project-root";

let blocker: Server;
let port: number;
let dataDir: string;
beforeAll(async () => {
  blocker = createServer();
  await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
  port = (blocker.address() as { port: number }).port;
  dataDir = mkdtempSync(path.join(os.tmpdir(), "mockup-port-"));
});
afterAll(() => {
  blocker.close();
  rmSync(dataDir, { recursive: true, force: true });
});

test("a port in use ends the start with one sentence naming the port and PORT, not a stack", async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, STARTER_CATALOGUE: "off", LOG_REQUESTS: "false" };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ["--import", "tsx", "server/src/index.ts"], { cwd: fromRoot(), env, stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  expect(code).toBe(1);
  expect(stderr).toContain(`Port ${port} is in use; set PORT`);
  expect(stderr).not.toMatch(/EADDRINUSE|\n\s+at /);
}, 120_000);

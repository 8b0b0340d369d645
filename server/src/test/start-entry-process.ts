import { spawn, type ChildProcess } from "node:child_process";
import { projectRoot } from "../lib/project-root";

// One free-port helper for every test that starts processes.
export { freePort } from "./scratch-postgres";

export type EntryProcess = { proc: ChildProcess; output: () => string };

/**
 * A real process (`node --import tsx server/src/<entry>.ts`), as `npm start` (index) or
 * `npm run worker` (worker) runs one, with the host's payment and storage settings left out.
 * spawn-server.ts builds on it for a server that answers; killEntryProcess ends one as a crash would.
 */
export function startEntryProcess(entry: "worker" | "index", env: Record<string, string>): EntryProcess {
  let output = "";
  const proc = spawn(process.execPath, ["--import", "tsx", `server/src/${entry}.ts`], {
    cwd: projectRoot,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(STRIPE_|S3_|PUBLIC_URL|DATABASE_URL|TEST_DATABASE_URL|WORKERS)/.test(k))),
      NODE_ENV: "test",
      LOG_REQUESTS: "false",
      STARTER_CATALOGUE: "off",
      // The @shared/* path alias lives in server/tsconfig.json.
      TSX_TSCONFIG_PATH: "server/tsconfig.json",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  proc.stdout?.on("data", (d: Buffer) => (output += d.toString()));
  proc.stderr?.on("data", (d: Buffer) => (output += d.toString()));
  return { proc, output: () => output };
}

/** SIGKILL: no shutdown handler runs, as when a machine dies. Resolves once the process is gone. */
export const killEntryProcess = (p: EntryProcess) =>
  new Promise<void>((resolve) => {
    if (p.proc.exitCode !== null || p.proc.signalCode !== null) return resolve();
    p.proc.once("exit", () => resolve());
    p.proc.kill("SIGKILL");
  });

/** Waits until the process printed `text` (e.g. its start-up line); throws if it exits first. */
export async function waitForOutput(p: EntryProcess, text: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!p.output().includes(text)) {
    if (p.proc.exitCode !== null) throw new Error(`process exited (${p.proc.exitCode}):\n${p.output()}`);
    if (Date.now() > deadline) throw new Error(`no "${text}" in time:\n${p.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

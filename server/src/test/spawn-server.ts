import type { ChildProcess } from "node:child_process";
import { freePort, startEntryProcess } from "./start-entry-process";

export type ServerProcess = {
  url: string;
  proc: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Ends the process with SIGTERM and waits for it. */
  stop(): Promise<void>;
};

/**
 * The real server as production runs it, in a process of its own (`node --import tsx
 * server/src/index.ts`), resolved once /api/health answers 200.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const { proc, output } = startEntryProcess("index", { PORT: String(port), HOST: "127.0.0.1", ...env });
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    proc,
    output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once("exit", () => resolve());
        proc.kill("SIGTERM");
      }),
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode}):\n${output()}`);
    const ok = await fetch(`${server.url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  await server.stop();
  throw new Error(`server did not become healthy in time:\n${output()}`);
}

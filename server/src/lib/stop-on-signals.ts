type Log = (line: string) => void;
type Proc = {
  on(event: "SIGINT" | "SIGTERM", listener: (signal: NodeJS.Signals) => void): unknown;
  exit(code: number): void;
};

/** One step of a clean stop (close the HTTP server, stop the render queue, close the database). */
export type StopStep = { name: string; run: () => Promise<unknown> | unknown };

export type StopOptions = {
  /** The longest the steps may take together before the process exits anyway (code 1). */
  graceMs: number;
  log?: Log;
  proc?: Proc;
};

/**
 * SIGTERM or SIGINT: runs the steps in order, then exits 0. A step that fails is logged and the
 * next one still runs. Should they not all be done within `graceMs` (a database that went away
 * leaves its pool's promises pending forever), the process exits with code 1 anyway: an
 * orchestrator's stop must always stop it. A repeated signal changes nothing (`npm start` passes
 * one on to this process, which may also get it from the terminal). Jobs cut short are retried
 * (see render-queue.ts), so exiting loses no work.
 */
export function stopOnSignals(what: string, steps: StopStep[], options: StopOptions): void {
  const { graceMs, log = (line) => console.error(line), proc = process } = options;
  let stopping = false;
  const entry = (level: string, message: string) => JSON.stringify({ t: new Date().toISOString(), level, task: "shutdown", message });
  const stop = () => {
    // Once: the grace period already bounds how long the first stop may take.
    if (stopping) return;
    stopping = true;
    // Not unref'd: it must fire even when the pending steps hold nothing else on the event loop.
    const deadline = setTimeout(() => {
      log(entry("error", `${what} did not stop within ${graceMs / 1000} s; exiting anyway`));
      proc.exit(1);
    }, graceMs);
    void (async () => {
      for (const step of steps) {
        try {
          await step.run();
        } catch (error) {
          log(entry("warn", `${what}: ${step.name} failed while stopping: ${error instanceof Error ? error.message : String(error)}`));
        }
      }
      clearTimeout(deadline);
      proc.exit(0);
    })();
  };
  proc.on("SIGINT", stop);
  proc.on("SIGTERM", stop);
}

import { isDatabaseUnavailable } from "../lib/errors";

type Log = (line: string) => void;
type Proc = { on(event: "unhandledRejection" | "uncaughtException", listener: (error: unknown) => void): unknown; exit(code: number): void };

/**
 * Keeps the server up when a database fault escapes every handler (a rejected promise nobody
 * awaited, an 'error' a driver emits outside a query): the pool reconnects by itself, so
 * exiting would only turn a short outage into a long one. Anything else still ends the
 * process, as Node would: after an unknown fault its state cannot be trusted.
 */
export function surviveDatabaseFaults(proc: Proc = process, log: Log = (line) => console.error(line)): void {
  const handle = (kind: string) => (error: unknown) => {
    const entry = { t: new Date().toISOString(), kind, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    if (isDatabaseUnavailable(error)) {
      log(JSON.stringify({ ...entry, level: "warn", message: "database fault outside a request; the pool reconnects" }));
      return;
    }
    log(JSON.stringify({ ...entry, level: "fatal" }));
    proc.exit(1);
  };
  proc.on("unhandledRejection", handle("unhandledRejection"));
  proc.on("uncaughtException", handle("uncaughtException"));
}

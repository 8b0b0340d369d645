import { EventEmitter } from "node:events";
import { afterEach, describe, expect, test, vi } from "vitest";
import { stopOnSignals } from "./stop-on-signals";

/** A process stand-in: signals are emitted by the test, exits recorded. */
function fakeProcess() {
  const events = new EventEmitter();
  const exits: number[] = [];
  return {
    proc: { on: (event: "SIGINT" | "SIGTERM", listener: (signal: NodeJS.Signals) => void) => events.on(event, listener), exit: (code: number) => void exits.push(code) },
    signal: (name: "SIGINT" | "SIGTERM") => events.emit(name, name),
    exits,
  };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

afterEach(() => vi.useRealTimers());

describe("stopOnSignals", () => {
  test("runs every step in order, past a failing one, then exits 0", async () => {
    const { proc, signal, exits } = fakeProcess();
    const ran: string[] = [];
    const lines: string[] = [];
    stopOnSignals(
      "test",
      [
        { name: "a", run: () => void ran.push("a") },
        { name: "b", run: () => Promise.reject(new Error("connection refused")) },
        { name: "c", run: async () => void ran.push("c") },
      ],
      { graceMs: 60_000, proc, log: (l) => lines.push(l) },
    );
    signal("SIGTERM");
    await flush();
    expect(ran).toEqual(["a", "c"]);
    expect(lines.join("\n")).toContain("b failed while stopping: connection refused");
    expect(exits).toEqual([0]);
  });

  test("a step that never settles: the grace period ends the process with code 1", async () => {
    vi.useFakeTimers();
    const { proc, signal, exits } = fakeProcess();
    const lines: string[] = [];
    let closed = false;
    stopOnSignals(
      "test",
      [
        { name: "the database", run: () => new Promise(() => undefined) },
        { name: "after", run: () => void (closed = true) },
      ],
      { graceMs: 5_000, proc, log: (l) => lines.push(l) },
    );
    signal("SIGTERM");
    await flush();
    vi.advanceTimersByTime(4_999);
    expect(exits).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(exits).toEqual([1]);
    expect(closed).toBe(false);
    expect(lines.join("\n")).toContain("did not stop within 5 s");
  });

  test("a repeated signal (npm start passes one on, the terminal sends its own) stops only once", async () => {
    const { proc, signal, exits } = fakeProcess();
    let runs = 0;
    stopOnSignals("test", [{ name: "queue", run: async () => void runs++ }], { graceMs: 60_000, proc, log: () => undefined });
    signal("SIGINT");
    signal("SIGTERM");
    await flush();
    expect(runs).toBe(1);
    expect(exits).toEqual([0]);
  });
});

import { EventEmitter } from "node:events";
import pg from "pg";
import { expect, test } from "vitest";
import { surviveDatabaseFaults } from "./survive-database-faults";

/** A stand-in for `process`: its events, and the exit code it was asked to end with. */
function fakeProcess() {
  const events = new EventEmitter();
  const exits: number[] = [];
  const logs: string[] = [];
  const proc = { on: events.on.bind(events), exit: (code: number) => void exits.push(code) };
  surviveDatabaseFaults(proc, (line) => logs.push(line));
  return { events, exits, logs };
}

test("a lost database connection that escapes every handler is logged and the process lives on", async () => {
  const { events, exits, logs } = fakeProcess();
  // A real node-postgres failure: nothing listens on port 1.
  const refused = await new pg.Client({ host: "127.0.0.1", port: 1 }).connect().catch((e: unknown) => e);
  events.emit("unhandledRejection", refused);
  events.emit("uncaughtException", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }));
  events.emit("uncaughtException", new Error("Connection terminated unexpectedly"));
  expect(exits).toEqual([]);
  expect(logs).toHaveLength(3);
  expect(logs.every((l) => JSON.parse(l).level === "warn")).toBe(true);
});

test("any other uncaught fault still ends the process", () => {
  const { events, exits, logs } = fakeProcess();
  events.emit("uncaughtException", new TypeError("Cannot read properties of null (reading 'write')"));
  events.emit("unhandledRejection", new Error("something else"));
  expect(exits).toEqual([1, 1]);
  expect(logs.map((l) => JSON.parse(l).level)).toEqual(["fatal", "fatal"]);
});

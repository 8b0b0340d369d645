import { describe, expect, test } from "vitest";
import { KeptInputs, kept, unkeep } from "./render-messages";

const pixels = (bytes: number, fill = 0) => ({ data: new Uint8Array(bytes).fill(fill), width: bytes, height: 1, channels: 1 });

describe("kept inputs: a worker is sent an input once, then only its name", () => {
  test("a held input goes as its key; the worker hands back the very object it stored", () => {
    const pool = new KeptInputs(1000);
    const worker = new Map<string, unknown>();
    const art = pixels(100, 7);
    const first = pool.prepare([{ artwork: kept("art:1", art), fit: "fill" }]);
    expect(first.forget).toEqual([]);
    const [a] = unkeep(structuredClone(first.args), worker) as { artwork: typeof art; fit: string }[];
    expect(a!.artwork.data).toEqual(art.data);
    expect(a!.fit).toBe("fill");

    const second = pool.prepare([{ artwork: kept("art:1", art), fit: "fit" }]);
    expect(JSON.stringify(second.args)).not.toContain('"data"');
    const [b] = unkeep(structuredClone(second.args), worker) as { artwork: typeof art; fit: string }[];
    expect(b!.artwork).toBe(a!.artwork);
    expect(b!.fit).toBe("fit");
  });

  test("past the cap the least recently used go, never one the job needs, and the worker drops what it is told to", () => {
    const pool = new KeptInputs(250);
    const worker = new Map<string, unknown>();
    const send = (...keys: string[]) => {
      const { args, forget } = pool.prepare([Object.fromEntries(keys.map((k) => [k, kept(k, pixels(100))]))]);
      unkeep(structuredClone(args), worker, forget);
      return forget;
    };
    expect(send("a", "b")).toEqual([]);
    expect(send("a")).toEqual([]);
    // c makes 300 bytes: b, used least recently, goes.
    expect(send("c")).toEqual(["b"]);
    expect([...worker.keys()].sort()).toEqual(["a", "c"]);
    // A job needing more than the cap keeps all of its own inputs.
    expect(send("x", "y", "z").sort()).toEqual(["a", "c"]);
    expect([...worker.keys()].sort()).toEqual(["x", "y", "z"]);
    // b is gone from the worker: it is sent again, whole.
    const { args } = pool.prepare([{ b: kept("b", pixels(100, 3)) }]);
    expect((unkeep(structuredClone(args), worker)[0] as { b: { data: Uint8Array } }).b.data[0]).toBe(3);
  });

  test("a worker asked for an input it does not hold says so (it is never rendered from something else)", () => {
    expect(() => unkeep([{ artwork: { __mockupKept: "art:9" } }], new Map())).toThrow(/does not hold art:9/);
  });
});

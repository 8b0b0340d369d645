import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./create-local-storage";
import { InvalidStorageKeyError } from "./errors";
import { describeStorageContract } from "./storage-contract";
import type { Storage } from "./types";

let dataDir: string;
let storage: Storage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "storage-local-"));
  storage = createLocalStorage(dataDir);
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("local storage", () => {
  describeStorageContract(() => storage);

  it("gives the file of a stored object for readers that read it themselves; null when missing", async () => {
    await storage.put("templates/by-path.png", Buffer.from("png bytes"), "image/png");
    const file = await storage.localPath!("templates/by-path.png");
    expect(file).toBe(path.join(dataDir, "files", "templates", "by-path.png"));
    expect(await readFile(file!, "utf8")).toBe("png bytes");
    expect(await storage.localPath!("templates/missing.png")).toBeNull();
    // A folder is no object.
    expect(await storage.localPath!("templates")).toBeNull();
    await expect(storage.localPath!("../escape.png")).rejects.toThrow(InvalidStorageKeyError);
  });

  it("keeps files at <dataDir>/files/<key>", async () => {
    await storage.put("templates/abc123.png", Buffer.from("png bytes"), "image/png");
    expect(await readFile(path.join(dataDir, "files", "templates", "abc123.png"), "utf8")).toBe("png bytes");
  });

  it("leaves no temp files behind after puts, even concurrent ones", async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => storage.put(`clean/k${i % 3}.png`, Buffer.alloc(100_000, i), "image/png")),
    );
    expect((await readdir(path.join(dataDir, "files", "clean"))).sort()).toEqual(["k0.png", "k1.png", "k2.png"]);
  });

  it("removes its temp file when a put fails", async () => {
    // A folder where the file should go makes the final rename fail.
    await mkdir(path.join(dataDir, "files", "fail", "blocked.png", "sub"), { recursive: true });
    await expect(storage.put("fail/blocked.png", Buffer.from("x"), "image/png")).rejects.toThrow();
    expect(await readdir(path.join(dataDir, "files", "fail"))).toEqual(["blocked.png"]);
  });

  it("a reader during a large write sees nothing, the old file or the new one, never a part", async () => {
    const key = "atomic/large.png";
    const oldData = Buffer.alloc(4 * 1024 * 1024, 0x11);
    const newData = Buffer.alloc(48 * 1024 * 1024, 0x22);
    const seen = new Set<string>();

    const readUntil = async (done: () => boolean, allowed: (Buffer | null)[]) => {
      while (!done()) {
        const got = await storage.get(key);
        const match = allowed.findIndex((a) => (a === null ? got === null : got?.equals(a)));
        if (match === -1) throw new Error(`reader saw a partial object of ${got?.length} bytes`);
        seen.add(`${allowed[match]?.length ?? "null"}`);
      }
    };

    let finished = false;
    const first = storage.put(key, oldData, "image/png").finally(() => (finished = true));
    await Promise.all([first, readUntil(() => finished, [null, oldData])]);

    finished = false;
    const second = storage.put(key, newData, "image/png").finally(() => (finished = true));
    await Promise.all([second, readUntil(() => finished, [oldData, newData])]);

    expect((await storage.get(key))?.equals(newData)).toBe(true);
    // The readers really ran while the writes were in flight.
    expect(seen.size).toBeGreaterThan(1);
  });

  it("a stream opened before an overwrite still delivers the old version whole", async () => {
    const key = "atomic/streamed.png";
    const oldData = Buffer.alloc(2 * 1024 * 1024, 0x33);
    await storage.put(key, oldData, "image/png");
    const stored = await storage.stream(key);
    await storage.put(key, Buffer.from("new"), "image/png");
    const chunks: Uint8Array[] = [];
    for await (const chunk of stored?.body ?? []) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(oldData)).toBe(true);
  });

  it("cannot write outside its root", async () => {
    await expect(storage.put("../escape.png", Buffer.from("x"), "image/png")).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.put("a/../../escape.png", Buffer.from("x"), "image/png")).rejects.toBeInstanceOf(InvalidStorageKeyError);
    expect(existsSync(path.join(dataDir, "escape.png"))).toBe(false);
  });

  it("listOlderThan uses mtime and skips temp files", async () => {
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 60_000);
    await storage.put("expiry/old.png", Buffer.from("x"), "image/png");
    await storage.put("expiry/new.png", Buffer.from("x"), "image/png");
    const folder = path.join(dataDir, "files", "expiry");
    await utimes(path.join(folder, "old.png"), dayAgo, dayAgo);
    // A temp file orphaned by a crash mid-put.
    await writeFile(path.join(folder, ".tmp-orphan"), "x");
    await utimes(path.join(folder, ".tmp-orphan"), dayAgo, dayAgo);

    expect(await storage.listOlderThan("expiry/", new Date(Date.now() - 24 * 3600_000))).toEqual(["expiry/old.png"]);
  });
});

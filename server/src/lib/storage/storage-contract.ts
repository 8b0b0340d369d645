// Behaviour every Storage must share; run by local-storage.test.ts and s3-storage.test.ts.
import { randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { InvalidStorageKeyError } from "./errors";
import type { Storage } from "./types";

export const INVALID_KEYS = [
  "",
  "../x",
  "/abs",
  "a//b",
  "a/../b",
  "a/..",
  "./a",
  "a/./b",
  "a/",
  ".hidden",
  "a\\b",
  "..\\x",
  "a b",
  "a\0b",
  "é.png",
  "x".repeat(513),
];

export function describeStorageContract(getStorage: () => Storage) {
  // Tests share one store, so each works under its own random folder.
  const ns = () => `t-${randomUUID()}`;

  describe("storage contract", () => {
    it("round-trips binary data byte for byte", async () => {
      const storage = getStorage();
      const key = `templates/${ns()}.png`;
      const data = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(200_000)]);
      await storage.put(key, data, "image/png");
      const back = await storage.get(key);
      expect(back).toBeInstanceOf(Buffer);
      expect(back?.equals(data)).toBe(true);
    });

    it("stores a stream without holding it, and nothing when the stream fails", async () => {
      const storage = getStorage();
      const key = `templates/${ns()}.psd`;
      const chunks = [randomBytes(70_000), randomBytes(90_000)];
      expect(await storage.putStream(key, Readable.from(chunks), "application/octet-stream")).toBe(160_000);
      expect((await storage.get(key))?.equals(Buffer.concat(chunks))).toBe(true);
      const failing = `templates/${ns()}.psd`;
      async function* tooLong() {
        yield randomBytes(1000);
        throw new Error("limit passed");
      }
      await expect(storage.putStream(failing, Readable.from(tooLong()), "application/octet-stream")).rejects.toThrow("limit passed");
      expect(await storage.exists(failing)).toBe(false);
    });

    it("stores an empty object", async () => {
      const storage = getStorage();
      const key = `${ns()}/empty.zip`;
      await storage.put(key, Buffer.alloc(0), "application/zip");
      expect((await storage.get(key))?.length).toBe(0);
      expect(await storage.exists(key)).toBe(true);
    });

    it("overwrites an existing key", async () => {
      const storage = getStorage();
      const key = `mockups/42/${ns()}.png`;
      await storage.put(key, Buffer.from("first version, longer"), "image/png");
      await storage.put(key, Buffer.from("second"), "image/png");
      expect((await storage.get(key))?.toString()).toBe("second");
    });

    it("answers null / false for a missing key", async () => {
      const storage = getStorage();
      const key = `${ns()}/missing.png`;
      expect(await storage.get(key)).toBeNull();
      expect(await storage.stream(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
    });

    it("treats a folder as missing, not as an object", async () => {
      const storage = getStorage();
      const dir = ns();
      await storage.put(`${dir}/inner/file.png`, Buffer.from("x"), "image/png");
      expect(await storage.get(`${dir}/inner`)).toBeNull();
      expect(await storage.exists(`${dir}/inner`)).toBe(false);
      expect(await storage.stream(`${dir}/inner`)).toBeNull();
    });

    it("exists reports a stored key", async () => {
      const storage = getStorage();
      const key = `${ns()}/a.jpg`;
      expect(await storage.exists(key)).toBe(false);
      await storage.put(key, Buffer.from("jpg"), "image/jpeg");
      expect(await storage.exists(key)).toBe(true);
    });

    it("streams an object with its size and content type", async () => {
      const storage = getStorage();
      const key = `${ns()}/big.webp`;
      const data = randomBytes(300_000);
      await storage.put(key, data, "image/webp");
      const stored = await storage.stream(key);
      if (!stored) throw new Error("stream() returned null for a stored key");
      expect(stored.size).toBe(data.length);
      expect(stored.contentType).toBe("image/webp");
      const chunks: Uint8Array[] = [];
      for await (const chunk of stored.body) chunks.push(chunk);
      expect(Buffer.concat(chunks).equals(data)).toBe(true);
    });

    it("deletes a key, and deleting a missing key is fine", async () => {
      const storage = getStorage();
      const key = `${ns()}/gone.png`;
      await storage.put(key, Buffer.from("x"), "image/png");
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      expect(await storage.exists(key)).toBe(false);
      await expect(storage.delete(key)).resolves.toBeUndefined();
    });

    it("deleteMany removes exactly the listed keys, missing ones included", async () => {
      const storage = getStorage();
      const dir = ns();
      const keys = [`${dir}/a.png`, `${dir}/b/c.png`, `${dir}/keep.png`];
      for (const key of keys) await storage.put(key, Buffer.from(key), "image/png");
      await storage.deleteMany([`${dir}/a.png`, `${dir}/b/c.png`, `${dir}/never-existed.png`, `${dir}/a.png`]);
      expect(await storage.exists(`${dir}/a.png`)).toBe(false);
      expect(await storage.exists(`${dir}/b/c.png`)).toBe(false);
      expect((await storage.get(`${dir}/keep.png`))?.toString()).toBe(`${dir}/keep.png`);
      await expect(storage.deleteMany([])).resolves.toBeUndefined();
    });

    it("concurrent puts of one key leave one complete version", async () => {
      const storage = getStorage();
      const key = `${ns()}/race.png`;
      const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(50_000 + i * 1000, i + 1));
      await Promise.all(versions.map((v) => storage.put(key, v, "image/png")));
      const back = await storage.get(key);
      expect(versions.some((v) => back?.equals(v))).toBe(true);
    });

    it("lists keys under a prefix written before a date", async () => {
      const storage = getStorage();
      const dir = ns();
      const put = (key: string) => storage.put(key, Buffer.from(key), "image/png");
      await put(`artworks/${dir}/anon-1.png`);
      await put(`artworks/${dir}/nested/anon-2.png`);
      await put(`artworks/${dir}/user-3.png`);
      await put(`mockups/${dir}/outside.png`);
      // S3 reports LastModified in whole seconds: keep a full second on each side of the cutoff.
      await sleep(1100);
      const cutoff = new Date();
      await sleep(1100);
      await put(`artworks/${dir}/fresh.png`);

      const old = await storage.listOlderThan(`artworks/${dir}/`, cutoff);
      expect(old.sort()).toEqual([`artworks/${dir}/anon-1.png`, `artworks/${dir}/nested/anon-2.png`, `artworks/${dir}/user-3.png`]);
      expect(await storage.listOlderThan(`artworks/${dir}/anon-`, cutoff)).toEqual([`artworks/${dir}/anon-1.png`]);
      const all = await storage.listOlderThan(`artworks/${dir}`, new Date(Date.now() + 60_000));
      expect(all).toHaveLength(4);
      expect(all).toContain(`artworks/${dir}/fresh.png`);
      expect(await storage.listOlderThan(`artworks/${dir}/`, new Date(0))).toEqual([]);
      expect(await storage.listOlderThan(`nothing-here-${dir}/`, new Date())).toEqual([]);
      // The listed keys are usable as they are.
      await storage.deleteMany(old);
      expect(await storage.listOlderThan(`artworks/${dir}/`, new Date(Date.now() + 60_000))).toEqual([`artworks/${dir}/fresh.png`]);
    });

    it("rejects unsafe keys in every method before doing anything", async () => {
      const storage = getStorage();
      for (const key of INVALID_KEYS) {
        const label = JSON.stringify(key).slice(0, 40);
        await expect(storage.put(key, Buffer.from("x"), "image/png"), label).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.get(key), label).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.stream(key), label).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.exists(key), label).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.delete(key), label).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.deleteMany(["ok/key.png", key]), label).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
      for (const prefix of ["/", "../", "a//", "/abs/", "a/../", "..", "a\\"]) {
        await expect(storage.listOlderThan(prefix, new Date()), prefix).rejects.toBeInstanceOf(InvalidStorageKeyError);
      }
    });

    it("a bad key in deleteMany deletes nothing", async () => {
      const storage = getStorage();
      const key = `${ns()}/stays.png`;
      await storage.put(key, Buffer.from("x"), "image/png");
      await expect(storage.deleteMany([key, "../etc/passwd"])).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(await storage.exists(key)).toBe(true);
    });
  });
}

import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./create-s3-storage";
import { STORAGE_UNAVAILABLE, StorageUnavailableError } from "./errors";
import { describeStorageContract } from "./storage-contract";
import type { S3StorageConfig, Storage } from "./types";

const BUCKET = "test-bucket";
let directory: string;
let server: S3rver;
let config: S3StorageConfig;
let storage: Storage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "storage-s3rver-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  config = {
    bucket: BUCKET,
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
  };
  storage = createS3Storage(config);
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

/** A port nothing listens on: bind an ephemeral one, then release it. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("S3 storage (s3rver)", () => {
  describeStorageContract(() => storage);

  it("keeps the content type given to put", async () => {
    await storage.put("exports/report.bin", Buffer.from("zip bytes"), "application/zip");
    expect((await storage.stream("exports/report.bin"))?.contentType).toBe("application/zip");
  });

  it("stores under the configured key prefix and hides it from callers", async () => {
    const prefixed = createS3Storage({ ...config, prefix: "staging/" });
    await prefixed.put("artworks/p.png", Buffer.from("p"), "image/png");
    expect((await storage.get("staging/artworks/p.png"))?.toString()).toBe("p");
    expect(await storage.exists("artworks/p.png")).toBe(false);
    expect(await prefixed.listOlderThan("artworks/", new Date(Date.now() + 60_000))).toEqual(["artworks/p.png"]);
    await prefixed.deleteMany(["artworks/p.png"]);
    expect(await storage.exists("staging/artworks/p.png")).toBe(false);
  });

  it("rejects an unsafe key prefix in the config", () => {
    expect(() => createS3Storage({ ...config, prefix: "../other" })).toThrow();
  });

  it("reports a missing bucket as an error, not as a missing object", async () => {
    const wrong = createS3Storage({ ...config, bucket: "no-such-bucket" });
    await expect(wrong.get("templates/a.png")).rejects.toThrow(/bucket/i);
  });

  it("maps an unreachable endpoint to StorageUnavailableError (503)", async () => {
    const dead = createS3Storage({ ...config, endpoint: `http://127.0.0.1:${await closedPort()}` });
    const calls: [string, () => Promise<unknown>][] = [
      ["put", () => dead.put("a/b.png", Buffer.from("x"), "image/png")],
      ["get", () => dead.get("a/b.png")],
      ["stream", () => dead.stream("a/b.png")],
      ["exists", () => dead.exists("a/b.png")],
      ["delete", () => dead.delete("a/b.png")],
      ["deleteMany", () => dead.deleteMany(["a/b.png"])],
      ["listOlderThan", () => dead.listOlderThan("a/", new Date())],
    ];
    for (const [name, call] of calls) {
      const error = await call().then(
        () => new Error(`${name} succeeded against a dead endpoint`),
        (e: unknown) => e,
      );
      expect(error, name).toBeInstanceOf(StorageUnavailableError);
      expect((error as StorageUnavailableError).code, name).toBe(STORAGE_UNAVAILABLE);
      expect((error as StorageUnavailableError).status, name).toBe(503);
    }
  });
});

import { tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { createStorage } from "./create-storage";

describe("createStorage", () => {
  it("uses the local directory when no bucket is configured", () => {
    expect(createStorage({ dataDir: tmpdir() }).kind).toBe("local");
    expect(createStorage({ dataDir: tmpdir(), s3: { bucket: "", region: "us-east-1" } }).kind).toBe("local");
  });

  it("uses S3 when a bucket is configured", () => {
    const s3 = { bucket: "files", region: "us-east-1", endpoint: "http://127.0.0.1:9000" };
    expect(createStorage({ dataDir: tmpdir(), s3 }).kind).toBe("s3");
  });

  it("refuses half a credential pair", () => {
    const s3 = { bucket: "files", region: "us-east-1", accessKeyId: "id" };
    expect(() => createStorage({ dataDir: tmpdir(), s3 })).toThrow(/both/);
  });
});

import { eq } from "drizzle-orm";
import { expect } from "vitest";
import yauzl from "yauzl";
import type { ExportStatus } from "@shared/exports";
import { exports } from "../../../db/schema";
import type { Db } from "../../../db/client";
import { TEMPLATE_LIMITS, inspectImage } from "../../../image";
import { readPixels } from "../../../image/fixtures/read-pixels";
import type { TestApp, TestClient } from "../../../test/test-app";
import { queueOptionsFor } from "../queue-options";
import { startRenderQueue, type RenderQueue } from "../render-queue";

/** Starts the real render queue (pg-boss) on the test app's own database, in this process. */
export async function attachQueue(t: TestApp, workers = 1): Promise<RenderQueue> {
  const queue = await startRenderQueue(t.deps, queueOptionsFor(t.database, t.deps.config, workers));
  t.deps.queue = queue;
  return queue;
}

/** Polls an export until it settles (or the deadline passes); returns its last status. */
export async function waitForExport(client: TestClient, id: string, timeoutMs = 90_000): Promise<ExportStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get(`/api/exports/${id}`);
    expect(res.status, await res.clone().text()).toBe(200);
    const status = (await res.json()) as ExportStatus;
    if (status.status === "done" || status.status === "failed" || Date.now() > deadline) return status;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const exportRow = async (db: Db, id: string) => (await db.select().from(exports).where(eq(exports.id, id)))[0];

/** `flags` is the entry's general purpose bit flag (bit 11: the name is UTF-8). */
export type ZipEntry = { name: string; data: Buffer; flags: number };

/** Opens a ZIP with yauzl (an independent reader) and returns every entry's name and bytes. */
export function readZip(bytes: Buffer): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("no zip"));
      const entries: ZipEntry[] = [];
      zip.on("error", reject);
      zip.on("end", () => resolve(entries));
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("error", reject);
          stream.on("end", () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks), flags: entry.generalPurposeBitFlag });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

/** Format (sniffed) and size of every entry, after decoding all of its pixels. */
export async function describeEntries(entries: ZipEntry[]) {
  const described = [];
  for (const e of entries) {
    const info = await inspectImage(new Uint8Array(e.data), TEMPLATE_LIMITS);
    const pixels = await readPixels(e.data);
    described.push({ name: e.name, format: info.format, width: pixels.width, height: pixels.height });
  }
  return described;
}

import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { ExportStatus } from "@shared/exports";
import { openDatabase } from "../../db/client";
import { drawQuadrantArtwork } from "../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import { createLocalStorage } from "../../lib/storage";
import { freePort, killEntryProcess, startEntryProcess, waitForOutput, type EntryProcess } from "../../test/start-entry-process";
import { TestClient } from "../../test/test-app";
import { uploadArtwork } from "../artworks/testing/artwork-kit";
import { rect, seedTemplate } from "../artworks/testing/seed-template";
import { describeEntries, readZip } from "./testing/export-kit";

const ITEMS = 8;

/**
 * The default set-up: one server on the embedded PGlite, rendering exports in-process. It is
 * killed (SIGKILL, no shutdown) mid-export and started again on the same data directory.
 */
describe("web server on PGlite restarted mid-export", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "export-restart-"));
  const procs: EntryProcess[] = [];
  let templateIds: number[] = [];
  /** The running server's address; the client follows it across the restart. */
  let base = "";
  const client = new TestClient({ request: (p: string, init?: RequestInit) => fetch(`${base}${p}`, init) });

  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    const deps = { db: database.db, storage: createLocalStorage(dataDir) };
    const rows = await Promise.all(
      [1, 2].map((n) => seedTemplate(deps, { name: `Mockup #${n} - 3x2 - Black - Office`, width: 3000, height: 2000, windows: [rect(500, 400, 2000, 1200)] })),
    );
    templateIds = rows.map((r) => r.id);
    await database.close();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(procs.map(killEntryProcess));
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function startServer() {
    const port = await freePort();
    // A lease far longer than this test: only the restart's own recovery can finish the job.
    const proc = startEntryProcess("index", { DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", WORKERS: "1", EXPORT_LEASE_SECONDS: "600" });
    procs.push(proc);
    await waitForOutput(proc, "is running at");
    base = `http://127.0.0.1:${port}`;
    return proc;
  }

  test("the job in progress is retried at start-up and the ZIP is complete", async () => {
    const first = await startServer();
    await client.register("restart@example.com");
    const art = await uploadArtwork(client, await encodeFixture(drawQuadrantArtwork(2400, 1600), "jpeg"));
    const items = Array.from({ length: ITEMS }, (_, i) => ({ artworkId: art.id, templateId: templateIds[i % 2] as number, fit: i < 4 ? "expand" : "fill" }));
    const created = await client.post("/api/exports", { items, format: "png" });
    expect(created.status, await created.clone().text()).toBe(202);
    const { id } = (await created.json()) as { id: string };

    const status = async () => (await (await client.get(`/api/exports/${id}`)).json()) as ExportStatus;
    for (let s = await status(); s.done < 1; s = await status()) await new Promise((r) => setTimeout(r, 100));
    await killEntryProcess(first);

    const second = await startServer();
    expect(second.output()).toContain("Retrying 1 export render job(s) cut short by the last shutdown");
    const deadline = Date.now() + 120_000;
    let last = await status();
    expect(last.done).toBeLessThan(ITEMS);
    while (last.status !== "done" && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      last = await status();
    }
    expect(last, second.output()).toMatchObject({ status: "done", done: ITEMS, failed: 0 });
    const zip = await client.get(`/api/exports/${id}/download`);
    expect(zip.status).toBe(200);
    const entries = await describeEntries(await readZip(Buffer.from(await zip.arrayBuffer())));
    expect(entries).toHaveLength(ITEMS);
    for (const e of entries) expect(e).toMatchObject({ format: "png", width: 2000, height: 1333 });
    const usage = (await (await client.get("/api/subscription")).json()) as { imageCount: number };
    expect(usage.imageCount).toBe(ITEMS);
  }, 300_000);
});

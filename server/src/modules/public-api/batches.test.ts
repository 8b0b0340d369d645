import { eq } from "drizzle-orm";
import { uniqueZipPaths } from "@shared/file-names";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { exports, users, type TemplateRow } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { rect, seedTemplate } from "../artworks/testing/seed-template";
import { attachQueue, describeEntries, readZip } from "../exports/testing/export-kit";
import type { RenderQueue } from "../exports";
import { integrator as signUp, waitForBatch } from "./testing/api-kit";

const integrator = () => signUp(t);

let t: TestApp;
let queue: RenderQueue;
let room: TemplateRow;
let hall: TemplateRow;

beforeAll(async () => {
  t = await createTestApp();
  queue = await attachQueue(t);
  room = await seedTemplate(t.deps, { name: "Living Room", width: 800, height: 600, windows: [rect(200, 150, 400, 300)] });
  hall = await seedTemplate(t.deps, { name: "Hall", width: 400, height: 600, windows: [rect(100, 150, 200, 300)] });
}, 120_000);

afterAll(async () => {
  await queue.stop();
  await t.close();
});

const imagesUsed = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]?.imagesUsed;

describe("batches", () => {
  test("artworks × templates render to one ZIP named by the pattern, counted on the plan; another user's batch is 404", async () => {
    const { user, call, upload } = await integrator();
    const [a, b] = [await upload(), await upload(300, 300)];
    const res = await call("POST", "/batches", {
      json: { artworkIds: [a, b], templateIds: [room.id, hall.id], format: "jpeg", quality: 70, frame: "oak", namePattern: "{artwork}/{template}-{size}-{n}" },
    });
    expect(res.status).toBe(202);
    const { id } = (await res.json()) as { id: string };
    expect(await imagesUsed(user.id)).toBe(4);

    const status = await waitForBatch(call, id);
    expect(status).toEqual({ id, status: "done", done: 4, total: 4, errors: [], zipUrl: `/api/v1/batches/${id}/zip` });
    const zip = await call("GET", `/batches/${id}/zip`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    const entries = await describeEntries(await readZip(Buffer.from(await zip.arrayBuffer())));
    // Named as the ZIP writer makes them safe (an id that starts with "-" loses it: no folder reads as an option).
    const names = uniqueZipPaths([`${a}/living-room-800x600-1.jpg`, `${a}/hall-400x600-2.jpg`, `${b}/living-room-800x600-3.jpg`, `${b}/hall-400x600-4.jpg`]);
    expect(entries).toEqual([
      { name: names[0], format: "jpeg", width: 800, height: 600 },
      { name: names[1], format: "jpeg", width: 400, height: 600 },
      { name: names[2], format: "jpeg", width: 800, height: 600 },
      { name: names[3], format: "jpeg", width: 400, height: 600 },
    ]);

    const stranger = await integrator();
    for (const path of [`/batches/${id}`, `/batches/${id}/zip`]) {
      const res = await stranger.call("GET", path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "Batch not found", code: "not_found" });
    }
  }, 180_000);

  test("an Idempotency-Key retry answers the first batch: nothing queued or counted twice", async () => {
    const { user, call, upload } = await integrator();
    const body = { artworkIds: [await upload()], templateIds: [room.id] };
    const headers = { "idempotency-key": "batch-1" };
    const first = (await (await call("POST", "/batches", { json: body, headers })).json()) as { id: string };
    const again = await call("POST", "/batches", { json: body, headers });
    expect(again.status).toBe(202);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(first);
    expect(await t.db.select().from(exports).where(eq(exports.userId, user.id))).toHaveLength(1);
    expect(await imagesUsed(user.id)).toBe(1);
    const other = await call("POST", "/batches", { json: { ...body, namePattern: "{n}" }, headers });
    expect(other.status).toBe(422);
    await waitForBatch(call, first.id);
  }, 180_000);

  test("refusals: unknown placeholders, too many files, a bad webhookUrl, another user's artwork", async () => {
    const { call, upload } = await integrator();
    const art = await upload();
    const refused = async (json: unknown, status: number, message: string | RegExp) => {
      const res = await call("POST", "/batches", { json });
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ message: expect.stringMatching(message), code: expect.any(String) });
    };
    await refused({ artworkIds: [art], templateIds: [room.id], namePattern: "{artwork}-{date}" }, 400, /namePattern may use only \{artwork\}, \{template\}, \{size\} and \{n\}/);
    await refused({ artworkIds: Array.from({ length: 26 }, () => art), templateIds: Array.from({ length: 20 }, () => room.id) }, 400, /at most 500 files/);
    await refused({ artworkIds: [art], templateIds: [room.id], webhookUrl: "ftp://example.com/x" }, 400, /webhookUrl/);
    await refused({ artworkIds: [], templateIds: [room.id] }, 400, /artworkIds must name at least one artwork/);
    const stranger = await integrator();
    await refused({ artworkIds: [await stranger.upload()], templateIds: [room.id] }, 404, /not found/i);
    // Nothing was queued for any of them.
    expect((await (await call("GET", "/batches/AAAAAAAAAAAAAAAAAAAAAA")).json())).toEqual({ message: "Batch not found", code: "not_found" });
  }, 120_000);
});

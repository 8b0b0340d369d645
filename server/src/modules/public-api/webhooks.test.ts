import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { WebhookDelivery } from "@shared/api-keys";
import { uniqueZipPaths } from "@shared/file-names";
import { exports, webhookDeliveries, type TemplateRow } from "../../db/schema";
import { createTestApp, type TestApp } from "../../test/test-app";
import { rect, seedTemplate } from "../artworks/testing/seed-template";
import { attachQueue, readZip } from "../exports/testing/export-kit";
import type { RenderQueue } from "../exports";
import { deliverWebhook } from "./deliver-webhook";
import { startBatchWebhooks } from "./start-batch-webhooks";
import { integrator as signUp, waitForBatch } from "./testing/api-kit";
import { isPublicAddress, PRIVATE_WEBHOOK } from "./webhook-address";

type Received = { at: number; signature: string; body: string };

/** A webhook receiver on 127.0.0.1 that answers `statuses` in turn (then 200) and keeps what it got. */
async function startReceiver(statuses: number[] = []) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ at: Date.now(), signature: String(req.headers["mockup-signature"] ?? ""), body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const waitFor = async (count: number, timeoutMs = 120_000) => {
    const deadline = Date.now() + timeoutMs;
    while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    return received;
  };
  return { url, received, waitFor, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What a receiver does with `Mockup-Signature`: recompute the HMAC of "t.body" and compare in constant time. */
function signatureValid(header: string, body: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest();
  const given = Buffer.from(parts.v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let t: TestApp;
let queue: RenderQueue;
const rooms: TemplateRow[] = [];
const integrator = (app: TestApp = t) => signUp(app);

beforeAll(async () => {
  t = await createTestApp({ webhooks: { allowPrivate: true, firstRetrySeconds: 2 } });
  queue = await attachQueue(t);
  await startBatchWebhooks(t.deps, queue);
  for (const name of ["Living Room", "Hall", "Kitchen", "Office", "Bedroom"]) {
    rooms.push(await seedTemplate(t.deps, { name, width: 400, height: 300, windows: [rect(100, 75, 200, 150)] }));
  }
}, 120_000);

afterAll(async () => {
  await queue.stop();
  await t.close();
});

describe("batch webhooks", () => {
  test("a 3 × 5 batch completes, its ZIP holds 15 files named by the pattern, and a signed batch.completed arrives", async () => {
    const receiver = await startReceiver();
    try {
      const { session, call, upload } = await integrator();
      const artworkIds = [await upload(), await upload(), await upload()];
      const res = await call("POST", "/batches", {
        json: { artworkIds, templateIds: rooms.map((r) => r.id), webhookUrl: receiver.url, namePattern: "{artwork}/{template}-{size}-{n}", format: "jpeg" },
      });
      expect(res.status).toBe(202);
      const { id } = (await res.json()) as { id: string };

      expect(await waitForBatch(call, id)).toMatchObject({ status: "done", done: 15, total: 15, errors: [] });
      const zip = await readZip(Buffer.from(await (await call("GET", `/batches/${id}/zip`)).arrayBuffer()));
      const slugs = ["living-room", "hall", "kitchen", "office", "bedroom"];
      // As the ZIP writer makes them safe (an id that starts with "-" loses it: no folder reads as an option).
      expect(zip.map((e) => e.name)).toEqual(uniqueZipPaths(artworkIds.flatMap((a, i) => slugs.map((s, j) => `${a}/${s}-400x300-${i * 5 + j + 1}.jpg`))));

      const [hook] = await receiver.waitFor(1);
      expect(hook).toBeDefined();
      const { secret } = (await (await session.get("/api/account/webhook-secret")).json()) as { secret: string };
      expect(signatureValid(hook!.signature, hook!.body, secret)).toBe(true);
      expect(signatureValid(hook!.signature, hook!.body.replace("15", "16"), secret)).toBe(false);
      expect(Math.abs(Number(/t=(\d+)/.exec(hook!.signature)?.[1]) - Date.now() / 1000)).toBeLessThan(120);
      expect(JSON.parse(hook!.body)).toMatchObject({ type: "batch.completed", data: { id, status: "done", done: 15, total: 15, zipUrl: `/api/v1/batches/${id}/zip` } });

      const deliveries = (await (await session.get("/api/account/webhook-deliveries")).json()) as WebhookDelivery[];
      expect(deliveries).toEqual([expect.objectContaining({ event: "batch.completed", batchId: id, url: receiver.url, state: "delivered", statusCode: 200, attempts: 1 })]);
    } finally {
      await receiver.close();
    }
  }, 300_000);

  test("a receiver answering 500 gets the event again within 60 seconds, and the second answer is recorded", async () => {
    const receiver = await startReceiver([500]);
    try {
      const { session, call, upload } = await integrator();
      const res = await call("POST", "/batches", { json: { artworkIds: [await upload()], templateIds: [rooms[0]!.id], webhookUrl: receiver.url } });
      const { id } = (await res.json()) as { id: string };
      const [first, second] = await receiver.waitFor(2);
      expect(second).toBeDefined();
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(1500);
      expect(second!.at - first!.at).toBeLessThan(60_000);
      // Signed anew for the retry, the same event.
      expect(JSON.parse(second!.body)).toEqual(JSON.parse(first!.body));
      const deadline = Date.now() + 30_000;
      let deliveries: WebhookDelivery[] = [];
      while (Date.now() < deadline && deliveries[0]?.state !== "delivered") {
        deliveries = (await (await session.get("/api/account/webhook-deliveries")).json()) as WebhookDelivery[];
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(deliveries).toEqual([expect.objectContaining({ batchId: id, state: "delivered", statusCode: 200, attempts: 2 })]);
    } finally {
      await receiver.close();
    }
  }, 300_000);

  test("at delivery the address is checked again: a private one is not contacted and the attempt is recorded", async () => {
    const receiver = await startReceiver();
    try {
      const { session, call, upload } = await integrator();
      const res = await call("POST", "/batches", { json: { artworkIds: [await upload()], templateIds: [rooms[0]!.id] } });
      const { id } = (await res.json()) as { id: string };
      await waitForBatch(call, id);
      const user = (await (await session.get("/api/auth/user")).json()) as { id: number };
      const strict = { ...t.deps.config, webhooks: { allowPrivate: false, firstRetrySeconds: 30 } };
      // Written as an address, and as a name that resolves to one (what a rebinding name does after the check).
      for (const url of [receiver.url, receiver.url.replace("127.0.0.1", "localhost")]) {
        const [row] = await t.db.insert(webhookDeliveries).values({ userId: user.id, batchId: id, event: "batch.completed", url }).returning();
        await deliverWebhook({ db: t.db, config: strict }, queue, { deliveryId: row!.id });
        expect(receiver.received, url).toHaveLength(0);
        const [after] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, row!.id));
        expect(after, url).toMatchObject({ state: "pending", attempts: 1, statusCode: null, error: PRIVATE_WEBHOOK });
      }
    } finally {
      await receiver.close();
    }
  }, 300_000);
});

describe("private webhook URLs", () => {
  test("are refused at batch creation with a 400 naming webhookUrl, nothing queued", async () => {
    const strict = await createTestApp();
    try {
      const room = await seedTemplate(strict.deps, { name: "Room", width: 400, height: 300, windows: [rect(100, 75, 200, 150)] });
      const { call, upload } = await integrator(strict);
      const artworkIds = [await upload()];
      for (const webhookUrl of ["http://127.0.0.1:8080/x", "http://localhost/x", "http://[::1]/x", "http://169.254.169.254/latest", "http://10.1.2.3/", "http://192.168.0.10/", "http://[::ffff:127.0.0.1]/"]) {
        const res = await call("POST", "/batches", { json: { artworkIds, templateIds: [room.id], webhookUrl } });
        expect(res.status, webhookUrl).toBe(400);
        expect(await res.json()).toEqual({ message: PRIVATE_WEBHOOK, code: "bad_request" });
      }
      expect(await strict.db.select().from(exports)).toHaveLength(0);
    } finally {
      await strict.close();
    }
  }, 120_000);

  test("public addresses pass, private, loopback, link-local and mapped ones do not", () => {
    for (const address of ["93.184.215.14", "2606:4700::6810:84e5", "8.8.8.8"]) expect(isPublicAddress(address), address).toBe(true);
    for (const address of ["127.0.0.1", "10.0.0.1", "172.16.5.4", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "::", "fe80::1", "fd00::1", "::ffff:10.0.0.1", "not-an-ip"]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

import { expect } from "vitest";
import type { BatchStatus } from "@shared/public-api";
import { drawQuadrantArtwork } from "../../../image/fixtures/draw-artwork";
import { encodeFixture } from "../../../image/fixtures/encode-fixture";
import type { TestApp } from "../../../test/test-app";

let n = 0;

/** A signed-up user with a key: `call` sends what a script would (bearer key, no cookies), `session` is their browser. */
export async function integrator(t: TestApp) {
  const session = t.client();
  const user = await session.register(`integrator${++n}-${Date.now()}@example.com`);
  const { key } = (await (await session.post("/api/account/api-keys", { name: "script" })).json()) as { key: string };
  const call = (method: string, path: string, init: { json?: unknown; body?: FormData; headers?: Record<string, string> } = {}) =>
    t.client().request(method, `/api/v1${path}`, { ...init, headers: { authorization: `Bearer ${key}`, ...init.headers } });
  const upload = async (width = 600, height = 450) => {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(await encodeFixture(drawQuadrantArtwork(width, height), "png"))], { type: "image/png" }), "art.png");
    const res = await call("POST", "/artworks", { body: form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  return { user, session, call, upload };
}

export type ApiCall = Awaited<ReturnType<typeof integrator>>["call"];

/**
 * Polls a batch until it settles (or the deadline passes); returns its last status. Polls as an
 * integrator should: spending at most half the key's minute, and waiting out a 429's Retry-After.
 */
export async function waitForBatch(call: ApiCall, id: string, timeoutMs = 150_000): Promise<BatchStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call("GET", `/batches/${id}`);
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    if (res.status === 429 && Date.now() < deadline) {
      await pause(Number(res.headers.get("retry-after") ?? 1) * 1000);
      continue;
    }
    expect(res.status, await res.clone().text()).toBe(200);
    const status = (await res.json()) as BatchStatus;
    if (status.status === "done" || status.status === "failed" || Date.now() > deadline) return status;
    const limit = Number(res.headers.get("ratelimit-limit") ?? 60);
    await pause(Math.max(250, 120_000 / limit));
  }
}

import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { PREVIEW_BATCH_MAX, PREVIEW_STREAM_TYPE, previewRecordReader, type PreviewRecord } from "@shared/preview-stream";
import type { Room } from "@shared/rooms";
import type { TemplateRow } from "../../db/schema";
import { drawWallPhoto } from "../../image/fixtures/draw-wall-photo";
import { encodeFixture } from "../../image/fixtures/encode-fixture";
import type { TestApp, TestClient } from "../../test/test-app";
import { createArtworkKit, previewUrl, uploadArtwork } from "./testing/artwork-kit";
import { postImage } from "./testing/test-files";

let t: TestApp;
let small: TemplateRow;
let large: TemplateRow;
let bobsRoom: Room;
let artJpeg: Buffer;
let alice: TestClient;
let bob: TestClient;

beforeAll(async () => {
  ({ t, small, large, artJpeg, alice, bob } = await createArtworkKit());
  // Bob's own room: nobody else may render into it.
  const wall = await encodeFixture(drawWallPhoto({ width: 600, height: 400, frames: [] }), "jpeg");
  const res = await postImage(bob, "/api/rooms", wall, "wall.jpg", "image/jpeg");
  expect(res.status).toBe(201);
  bobsRoom = (await res.json()) as Room;
});
afterAll(() => t.close());

const batchUrl = (artworkId: string, ids: string, query = "&fit=expand") => `/api/artworks/${artworkId}/previews?templates=${ids}${query}`;

/** Every record of a response, read the way the studio reads them (chunk by chunk). */
async function readRecords(res: Response): Promise<PreviewRecord[]> {
  const reader = previewRecordReader();
  const records: PreviewRecord[] = [];
  for await (const chunk of res.body!) records.push(...reader.push(chunk));
  expect(reader.pending).toBe(false);
  return records;
}

/** A Server-Timing header's metrics: name → duration (NaN for one without, such as `cache;desc="hit"`). */
function serverTiming(res: Response): Map<string, number> {
  const header = res.headers.get("server-timing") ?? "";
  return new Map(header.split(",").filter(Boolean).map((metric) => {
    const [name, ...params] = metric.trim().split(";");
    const dur = params.find((p) => p.startsWith("dur="));
    return [name!, dur ? Number(dur.slice(4)) : NaN];
  }));
}

describe("preview batches", () => {
  test("stream each template's preview exactly as the one-preview route renders it", async () => {
    const art = await uploadArtwork(alice, artJpeg);
    const res = await alice.get(batchUrl(art.id, `${small.id},${large.id},${small.id}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(PREVIEW_STREAM_TYPE);
    const records = await readRecords(res);
    // Named twice, rendered once; in the order they finish, so compare as a set.
    expect(records.map((r) => r.templateId).sort()).toEqual([small.id, large.id].sort());
    for (const record of records) {
      const single = await alice.get(previewUrl(art.id, record.templateId));
      expect(record).toMatchObject({ ok: true, contentType: "image/jpeg", etag: single.headers.get("etag") });
      expect(Buffer.from(record.bytes!).equals(Buffer.from(await single.arrayBuffer()))).toBe(true);
    }
  });

  test("say where the time went: Server-Timing (session, rate limit, rows) on the answer, each render's parts in its record; a cached one says so", async () => {
    const art = await uploadArtwork(alice, artJpeg);
    const res = await alice.get(batchUrl(art.id, String(small.id)));
    const metrics = serverTiming(res);
    for (const name of ["session", "limit", "db", "total"]) expect(metrics.get(name), name).toBeGreaterThanOrEqual(0);
    const [fresh] = await readRecords(res);
    const timing = fresh!.ok ? fresh!.timing : undefined;
    expect(timing).toMatchObject({ cached: false });
    for (const part of ["artwork", "template", "render", "composite", "encode"] as const) expect(timing![part], part).toBeGreaterThan(0);
    expect(timing!.composite! + timing!.encode!).toBeLessThanOrEqual(timing!.render!);
    const [again] = await readRecords(await alice.get(batchUrl(art.id, String(small.id))));
    expect(again).toMatchObject({ ok: true, timing: { cached: true } });
    // The one-preview route puts the same parts in its Server-Timing, with its own rows' lookup.
    const single = serverTiming(await alice.get(previewUrl(art.id, small.id, "fit")));
    for (const name of ["session", "limit", "db", "artwork", "template", "render", "composite", "encode", "total"]) expect(single.get(name), name).toBeGreaterThanOrEqual(0);
    expect(serverTiming(await alice.get(previewUrl(art.id, small.id, "fit"))).has("cache")).toBe(true);
  });

  test("carry fit, mat and size like the one-preview route", async () => {
    const art = await uploadArtwork(alice, artJpeg);
    const query = "&fit=fit&mat=white&size=30x40cm";
    const [record] = await readRecords(await alice.get(batchUrl(art.id, String(small.id), query)));
    const single = await alice.get(`/api/artworks/${art.id}/mockups/${small.id}?${query.slice(1)}`);
    expect(single.status).toBe(200);
    expect(Buffer.from(record!.bytes!).equals(Buffer.from(await single.arrayBuffer()))).toBe(true);
    const plain = await alice.get(previewUrl(art.id, small.id));
    expect(Buffer.from(record!.bytes!).equals(Buffer.from(await plain.arrayBuffer()))).toBe(false);
  });

  test("a missing template or someone else's room is a failed record; the others still come", async () => {
    const art = await uploadArtwork(alice, artJpeg);
    const records = await readRecords(await alice.get(batchUrl(art.id, `999999,${bobsRoom.id},${small.id}`)));
    const byId = new Map(records.map((r) => [r.templateId, r]));
    expect(byId.get(999999)).toEqual({ ok: false, templateId: 999999, status: 404, message: "Template not found" });
    expect(byId.get(bobsRoom.id)).toEqual({ ok: false, templateId: bobsRoom.id, status: 404, message: "Template not found" });
    expect(byId.get(small.id)).toMatchObject({ ok: true });
    // Bob sees his own room.
    const bobsArt = await uploadArtwork(bob, artJpeg);
    const [own] = await readRecords(await bob.get(batchUrl(bobsArt.id, String(bobsRoom.id))));
    expect(own).toMatchObject({ ok: true, templateId: bobsRoom.id });
  });

  test("someone else's artwork is a 404 for the whole request", async () => {
    const art = await uploadArtwork(alice, artJpeg);
    const res = await bob.get(batchUrl(art.id, String(small.id)));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: "Artwork not found" });
  });

  test("bad input is a 400 naming the problem", async () => {
    const art = await uploadArtwork(alice, artJpeg);
    const cases: [string, string][] = [
      [`/api/artworks/${art.id}/previews?fit=expand`, "templates must list template ids"],
      [batchUrl(art.id, ""), "templates must be template ids separated by commas"],
      [batchUrl(art.id, "1,,2"), "templates must be template ids separated by commas"],
      [batchUrl(art.id, "-1"), "templates must be template ids separated by commas"],
      [batchUrl(art.id, "0"), "Invalid template id"],
      [batchUrl(art.id, "9999999999"), "Invalid template id"],
      [batchUrl(art.id, Array.from({ length: PREVIEW_BATCH_MAX + 1 }, (_, i) => i + 1).join(",")), `At most ${PREVIEW_BATCH_MAX} templates per request`],
      [batchUrl(art.id, String(small.id), "&fit=sideways"), "fit must be expand, fill or fit"],
      [batchUrl(art.id, String(small.id), "&fit=fit&mat=velvet"), "mat must be one of"],
    ];
    for (const [url, message] of cases) {
      const res = await alice.get(url);
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { message: string }).message, url).toContain(message);
    }
  });
});

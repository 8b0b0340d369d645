import { encodePreviewRecord } from "@shared/preview-stream";
import type { fakeApi } from "./fake-api";

type Answer = "ok" | "fail" | "wait";
/** One GET /api/artworks/{id}/previews the client made. */
export type PreviewBatch = { artworkId: string; templateIds: number[]; query: URLSearchParams };

/**
 * The server's preview batches, behind `fakeApi`: each request is recorded and answers a stream
 * of records (shared/preview-stream.ts) as the server does — a preview (`ok`), a failed template
 * (`fail`: 500), or nothing until the test calls `send`/`refuse` (`wait`). A stream ends once
 * every template it names is answered.
 */
export function fakePreviews(api: ReturnType<typeof fakeApi>, artworkIds: readonly string[], answer: (artworkId: string, templateId: number) => Answer = () => "ok") {
  const batches: PreviewBatch[] = [];
  const open: { batch: PreviewBatch; left: Set<number>; controller: ReadableStreamDefaultController<Uint8Array> }[] = [];
  const respond = (artworkId: string, templateId: number, record: Uint8Array) => {
    const stream = open.find((s) => s.batch.artworkId === artworkId && s.left.has(templateId));
    if (!stream) throw new Error(`No batch is waiting for ${artworkId}/${templateId}`);
    stream.left.delete(templateId);
    stream.controller.enqueue(record);
    if (stream.left.size === 0) {
      stream.controller.close();
      open.splice(open.indexOf(stream), 1);
    }
  };
  const ok = (templateId: number) => encodePreviewRecord({ ok: true, templateId, contentType: "image/jpeg", etag: `"${templateId}"`, length: 3 }, new Uint8Array([1, 2, 3]));
  const failed = (templateId: number, status: number, message: string) => encodePreviewRecord({ ok: false, templateId, status, message });

  for (const artworkId of artworkIds) {
    api.on(`GET /api/artworks/${artworkId}/previews`, ({ url }: { url: URL }) => {
      const batch = { artworkId, templateIds: (url.searchParams.get("templates") ?? "").split(",").map(Number), query: url.searchParams };
      batches.push(batch);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          open.push({ batch, left: new Set(batch.templateIds), controller });
        },
      });
      // Answered after the response is handed over, as a server's records come after its headers.
      queueMicrotask(() => {
        for (const id of batch.templateIds) {
          const how = answer(artworkId, id);
          if (how === "ok") respond(artworkId, id, ok(id));
          else if (how === "fail") respond(artworkId, id, failed(id, 500, "Internal server error"));
        }
      });
      return new Response(body, { headers: { "content-type": "application/x-mockup-previews" } });
    });
  }
  return {
    /** Every batch asked for, in order. */
    batches,
    /** Template ids of every batch, in order. */
    asked: () => batches.map((b) => b.templateIds),
    /** Template ids still waiting for an answer. */
    waiting: () => open.flatMap((s) => [...s.left]),
    send: (templateId: number, artworkId = artworkIds[0]!) => respond(artworkId, templateId, ok(templateId)),
    refuse: (templateId: number, artworkId = artworkIds[0]!) => respond(artworkId, templateId, failed(templateId, 404, "Template not found")),
    /** Answers everything still waiting. */
    sendAll: () => {
      for (const s of [...open]) for (const id of [...s.left]) respond(s.batch.artworkId, id, ok(id));
    },
  };
}

import os from "node:os";
import type { FitMode } from "@shared/constants";
import type { RenderOptions } from "@shared/render-options";
import { encodePreviewRecord, type PreviewRecordHeader } from "@shared/preview-stream";
import type { AppDeps } from "../../lib/context";
import { toErrorResponse } from "../../lib/error-response";
import type { RoomLight } from "../../image";
import { findTemplateCached, renderPreview } from "../rendering";
import type { ArtworkOwner } from "./artwork-owner";
import { findArtworkCached } from "./find-artwork";

/**
 * Previews rendered at once per request: one per core keeps the machine busy (a render is
 * a sharp resize and encode on libvips' threads plus a blend on this one) without letting one
 * studio's batch queue ahead of everybody else's requests.
 */
const RENDERS_PER_REQUEST = Math.max(1, os.availableParallelism());

/** A failed template's record: what the error handler would have answered for it alone. */
function failure(templateId: number, error: unknown): PreviewRecordHeader {
  const { status, body } = toErrorResponse(error, { what: "preview stream", templateId });
  return { ok: false, templateId, status, message: body.message };
}

/**
 * The previews of one artwork in several templates as one stream of records
 * (shared/preview-stream.ts), each sent the moment it is rendered: the same pictures, caches and
 * visibility rules as the one-preview route, one request for the lot, the artwork and templates
 * from memory once looked up (row-cache.ts). The artwork is checked first (a 404 for the whole
 * request); a template that is missing, someone else's room or fails to render gets a record
 * saying so and the others carry on. A client that goes away stops the renders not yet started.
 */
export async function streamPreviews(
  deps: Pick<AppDeps, "db" | "storage">,
  owner: ArtworkOwner,
  artworkId: string,
  templateIds: readonly number[],
  fit: FitMode,
  render?: RenderOptions,
  light?: RoomLight,
): Promise<ReadableStream<Uint8Array>> {
  const artwork = await findArtworkCached(deps.db, artworkId, owner);
  let next = 0;
  let cancelled = false;

  const renderOne = async (templateId: number): Promise<Uint8Array> => {
    try {
      const template = await findTemplateCached(deps.db, templateId, owner.userId, owner.asOf);
      const { image, etag, timing } = await renderPreview(deps.storage, artwork, template, fit, render, light);
      return encodePreviewRecord({ ok: true, templateId, contentType: image.contentType, etag, length: image.data.length, timing }, image.data);
    } catch (error) {
      return encodePreviewRecord(failure(templateId, error));
    }
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      const lane = async () => {
        while (!cancelled && next < templateIds.length) {
          const record = await renderOne(templateIds[next++]!);
          if (!cancelled) controller.enqueue(record);
        }
      };
      // Not awaited: records are read while the rest still render.
      void Promise.all(Array.from({ length: Math.min(RENDERS_PER_REQUEST, templateIds.length) }, lane)).then(() => {
        if (!cancelled) controller.close();
      });
    },
    cancel() {
      cancelled = true;
    },
  });
}

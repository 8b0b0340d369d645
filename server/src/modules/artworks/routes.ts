import { createRoute, z } from "@hono/zod-openapi";
import { ARTWORK_ID, ARTWORK_LOOKUP_MAX, artworkListSchema, artworkSchema, renderQuerySchema } from "@shared/artworks";
import { MAX_SERIAL_ID } from "@shared/constants";
import { PREVIEW_BATCH_MAX, PREVIEW_STREAM_TYPE } from "@shared/preview-stream";
import { lightQuerySchema } from "@shared/rooms";
import { printQualityQuerySchema, printQualitySchema } from "@shared/print-size";
import { attachmentHeader, clientIp, createRouter, refuseCrossSite } from "../../lib/http";
import { serialId } from "../../lib/id-param";
import { NOT_SIGNED_IN, commonErrors, errorResponse, jsonResponse, limitReachedOrRefused, smallMultipartImage } from "../../lib/openapi";
import { consumeRateLimit } from "../../lib/rate-limit";
import { readUpload } from "../../lib/read-upload";
import { refuseHead } from "../../lib/refuse-head";
import { requireUser } from "../../lib/session";
import { anonToken, artworkOwner, hashAnonToken, setAnonCookie } from "./artwork-owner";
import { createArtwork } from "./create-artwork";
import { exportMockup } from "./export-mockup";
import { findPrintQuality } from "./find-print-quality";
import { limitPreviews } from "./limit-previews";
import { listArtworks, toArtworkJson } from "./list-artworks";
import { UPLOAD_LIMIT, uploaderKey } from "./upload-limit";
import { previewMockup } from "./preview-mockup";
import { readArtworkImage } from "./read-artwork-image";
import { streamPreviews } from "./stream-previews";
import { sendImage } from "../rendering";
import { addPreviewTiming, timed } from "../../lib/server-timing";

/**
 * A catalogue preview's URL names everything it is made of — the artwork (whose files never
 * change), the template (whose image never changes under its id), fit, frame, mat, size, light
 * and the renderer's version (`pv`): the content behind it never changes, so browsers keep it.
 * `private`: the artwork is the viewer's own, never for shared caches.
 */
const PREVIEW_CACHE = "private, max-age=31536000, immutable";
/** A room's quads change under the same URL when its owner edits them: revalidate every time (a 304 when unchanged). */
const ROOM_PREVIEW_CACHE = "private, no-cache";

/** An artwork id as POST /api/artworks makes them. */
const EXAMPLE_ARTWORK_ID = "f3Jk8LmN2pQr5StUv7WxYz";

const params = z.object({
  id: z.string().regex(ARTWORK_ID, "Invalid artwork id").meta({ example: EXAMPLE_ARTWORK_ID }),
  templateId: serialId("Invalid template id"),
});
/** `1,2,3`: the templates of a preview batch, each named once. */
const templateIdList = z
  .string({ error: "templates must list template ids" })
  .regex(/^\d{1,10}(,\d{1,10})*$/, "templates must be template ids separated by commas")
  .meta({ description: "Template ids separated by commas", example: "1,2,3" })
  .transform((list) => [...new Set(list.split(",").map(Number))])
  .pipe(z.array(z.number().positive("Invalid template id").max(MAX_SERIAL_ID, "Invalid template id")).max(PREVIEW_BATCH_MAX, `At most ${PREVIEW_BATCH_MAX} templates per request`));
/** `a,b,c`: artworks to look up, each named once. */
const artworkIdList = z
  .string({ error: "ids must list artwork ids" })
  .meta({ pattern: "^[A-Za-z0-9_-]{1,100}(,[A-Za-z0-9_-]{1,100})*$", description: "Artwork ids separated by commas", example: `${EXAMPLE_ARTWORK_ID},Q7mZ0pW3xYb5Lr9KcT1uVd` })
  .transform((list) => [...new Set(list.split(","))])
  .pipe(
    z
      .array(z.string().regex(ARTWORK_ID, "ids must be artwork ids separated by commas"))
      .min(1, "ids must list artwork ids")
      .max(ARTWORK_LOOKUP_MAX, `At most ${ARTWORK_LOOKUP_MAX} artworks at a time`),
  );
const image = (description: string) => ({ content: { "image/png": { schema: z.any() }, "image/jpeg": { schema: z.any() } }, description });
const jpeg = (description: string) => ({ content: { "image/jpeg": { schema: z.any() } }, description });
const missing = errorResponse("No such artwork (or not yours), or no such template");
const renderRefusals = { 413: errorResponse("The render would be too large (render_too_large)") };

const routes = {
  upload: createRoute({
    method: "post",
    path: "/",
    tags: ["artworks"],
    summary: "Upload an artwork (anonymous visitors too: they get an `anon` cookie and 24 h)",
    request: smallMultipartImage("JPEG or PNG"),
    responses: {
      201: jsonResponse(artworkSchema, "The stored artwork"),
      413: errorResponse("File or image too large"),
      415: errorResponse("Not a JPEG or PNG"),
      429: errorResponse("Too many uploads"),
      ...commonErrors,
    },
  }),
  list: createRoute({
    method: "get",
    path: "/",
    tags: ["artworks"],
    summary: `Which of these artworks (up to ${ARTWORK_LOOKUP_MAX}) the caller may still use: uploaded by this user or this browser, not expired; in the order asked, the others left out`,
    request: { query: z.object({ ids: artworkIdList }) },
    responses: { 200: jsonResponse(artworkListSchema, "The usable artworks"), ...commonErrors },
  }),
  image: createRoute({
    method: "get",
    path: "/{id}/image",
    tags: ["artworks"],
    summary: "The artwork itself, at most 600 px on its long edge: for showing it again (the studio after a reload)",
    request: { params: params.pick({ id: true }) },
    responses: { 200: image("The artwork's small copy"), 404: errorResponse("No such artwork (or not yours)"), ...commonErrors },
  }),
  preview: createRoute({
    method: "get",
    path: "/{id}/mockups/{templateId}",
    tags: ["artworks"],
    summary: "A ≤ 400 px wide JPEG preview of the artwork in a template (not counted); downloads are the export route",
    request: { params, query: renderQuerySchema.omit({ format: true, quality: true }).extend(lightQuerySchema.shape) },
    responses: { 200: jpeg("JPEG preview, with an ETag"), 304: { description: "Unchanged (If-None-Match)" }, 404: missing, ...renderRefusals, 429: errorResponse("Too many previews"), ...commonErrors },
  }),
  previews: createRoute({
    method: "get",
    path: "/{id}/previews",
    tags: ["artworks"],
    summary: `Several previews in one streamed response (up to ${PREVIEW_BATCH_MAX} templates), each sent as soon as it is rendered`,
    description:
      "Records, in the order they finish: a 4-byte big-endian header length, a JSON header (`{ ok: true, templateId, contentType, etag, length }`, or `{ ok: false, templateId, status, message }` for a template that is missing or failed), then `length` bytes of JPEG. The same pictures as the one-preview route.",
    request: { params: params.pick({ id: true }), query: renderQuerySchema.omit({ format: true, quality: true }).extend(lightQuerySchema.shape).extend({ templates: templateIdList }) },
    responses: { 200: { content: { [PREVIEW_STREAM_TYPE]: { schema: z.any() } }, description: "The previews' records" }, 404: errorResponse("No such artwork (or not yours)"), ...renderRefusals, 429: errorResponse("Too many previews"), ...commonErrors },
  }),
  export: createRoute({
    method: "get",
    path: "/{id}/export/{templateId}",
    tags: ["artworks"],
    summary: "Download the mockup as PNG (default) or JPEG (`format=jpeg`, `quality` 1–100): counted on the free plan (≤ 2000 px), full resolution on premium",
    request: { params, query: renderQuerySchema.extend(lightQuerySchema.shape) },
    responses: {
      200: image("The mockup, as an attachment named `{template}-mockup-{timestamp}.png` (or `.jpg`)"),
      401: errorResponse(NOT_SIGNED_IN),
      403: limitReachedOrRefused("Free tier limit reached"),
      404: missing,
      ...renderRefusals,
      ...commonErrors,
    },
  }),
  printQuality: createRoute({
    method: "get",
    path: "/{id}/print-quality",
    tags: ["artworks"],
    summary: "The artwork's effective resolution printed at `size` (`50x70cm`, `16x20in`), fitted by `fit` (default `fit`: the whole art inside the size)",
    request: { params: params.pick({ id: true }), query: printQualityQuerySchema },
    responses: { 200: jsonResponse(printQualitySchema, "DPI, its label and the largest sizes at 300 and 150 DPI"), 404: errorResponse("No such artwork (or not yours)"), ...commonErrors },
  }),
};


export function artworkRoutes() {
  return createRouter()
    .openapi(routes.upload, async (c) => {
      const { db, storage } = c.var.deps;
      const user = c.var.user;
      await consumeRateLimit(db, uploaderKey(user, clientIp(c)), UPLOAD_LIMIT);
      const bytes = await readUpload(c, "image");
      let row;
      if (user) {
        row = await createArtwork({ db, storage }, bytes, { userId: user.id });
      } else {
        const token = anonToken(c);
        row = await createArtwork({ db, storage }, bytes, { tokenHash: hashAnonToken(token) });
        setAnonCookie(c, token);
      }
      return c.json(toArtworkJson(row), 201);
    })
    .openapi(routes.list, async (c) => {
      const list = await listArtworks(c.var.deps.db, artworkOwner(c), c.req.valid("query").ids);
      return c.json(list, 200);
    })
    .openapi(routes.image, async (c) => {
      const picture = await readArtworkImage(c.var.deps, artworkOwner(c), c.req.valid("param").id);
      // An artwork's files never change under its id; `private`: it is the viewer's own.
      return sendImage(c, picture, { "Cache-Control": PREVIEW_CACHE });
    })
    .openapi(routes.preview, async (c) => {
      const { id, templateId } = c.req.valid("param");
      const { fit, light, ...render } = c.req.valid("query");
      const owner = artworkOwner(c);
      await timed(c, "limit", () => limitPreviews(c, owner));
      const { image: preview, etag, editable, timing } = await previewMockup(c.var.deps, owner, id, templateId, fit, render, light);
      addPreviewTiming(c, timing);
      const headers = { "Cache-Control": editable ? ROOM_PREVIEW_CACHE : PREVIEW_CACHE, ETag: etag };
      if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
      return sendImage(c, preview, headers);
    })
    .openapi(routes.printQuality, async (c) => {
      const { size, fit } = c.req.valid("query");
      const quality = await findPrintQuality(c.var.deps.db, artworkOwner(c), c.req.valid("param").id, size, fit);
      return c.json(quality, 200);
    })
    .openapi(routes.previews, async (c) => {
      const { fit, light, templates, ...render } = c.req.valid("query");
      const owner = artworkOwner(c);
      await timed(c, "limit", () => limitPreviews(c, owner, templates.length));
      // Before the stream starts: the artwork's and the templates' rows (each record carries its own render's timing).
      const stream = await timed(c, "db", () => streamPreviews(c.var.deps, owner, c.req.valid("param").id, templates, fit, render, light));
      // Not cached: each record carries its preview's ETag, and the one-preview URLs stay the cacheable ones.
      return c.body(stream, 200, { "Content-Type": PREVIEW_STREAM_TYPE, "Cache-Control": "private, no-store" });
    })
    .openapi(routes.export, async (c) => {
      refuseHead(c);
      const user = requireUser(c);
      refuseCrossSite(c);
      const { id, templateId } = c.req.valid("param");
      const { fit, format, quality, light, ...render } = c.req.valid("query");
      const download = { format, quality };
      return exportMockup(c.var.deps, user, artworkOwner(c), { artworkId: id, templateId, fit, download, render, light }, ({ image, fileName }) =>
        sendImage(c, image, { "Content-Disposition": attachmentHeader(fileName), "Cache-Control": "private, no-store" }),
      );
    });
}

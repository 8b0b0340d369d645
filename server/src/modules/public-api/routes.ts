import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { artworkListSchema, artworkSchema } from "@shared/artworks";
import { limitReachedSchema } from "@shared/billing";
import { apiTemplateListSchema, batchCreatedSchema, batchRequestSchema, batchStatusSchema, renderRequestSchema, renderUrlSchema } from "@shared/public-api";
import { contentTypeFor } from "../../lib/storage";
import type { AppEnv } from "../../lib/context";
import { notFound } from "../../lib/errors";
import { createRouter } from "../../lib/http";
import { errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { consumeRateLimit } from "../../lib/rate-limit";
import { readUpload } from "../../lib/read-upload";
import { requireUser } from "../../lib/session";
import { requireApiKey } from "../api-keys";
import { createArtwork, listUserArtworks, toArtworkJson, UPLOAD_LIMIT, uploaderKey } from "../artworks";
import { sendZip, streamExportZip } from "../exports";
import { sendImage } from "../rendering";
import { listRooms, listTemplates, toTemplateJson } from "../templates";
import { PUBLIC_API_PREFIX, serveDocument } from "./document";
import { apiRenderKey, renderForApi } from "./render-for-api";
import { limitApiRequests, withRenderSlot } from "./limit-api-requests";
import { withIdempotency } from "./with-idempotency";
import { batchStatus } from "./batch-status";
import { createBatch } from "./create-batch";
import { findBatch } from "./find-batch";

const refusals = {
  400: errorResponse("Invalid input"),
  401: errorResponse("Missing, unknown or revoked API key"),
  429: errorResponse("Past the key's requests a minute (or renders at once): retry after Retry-After"),
  503: errorResponse("A dependency (database, storage) is unreachable, or the server is busy: retry after Retry-After"),
};
const idempotencyRefusals = {
  409: errorResponse("A request with this Idempotency-Key is still running"),
  422: errorResponse("This Idempotency-Key was already used for a different request"),
};
const idempotencyKey = z.object({
  "idempotency-key": z.string().optional().openapi({ description: "Any unique string (a UUID): a retry within 24 hours gets the first answer and does nothing twice.", example: "5f0c7f1e-3a51-4c5e-9d7a-2b8f5e6c1a90" }),
});
const batchId = z.object({ id: z.string().openapi({ description: "The id POST /batches answered", example: "Qm9vdHN0cmFwcGluZ0FBQQ" }) });

const RENDER_FILE = /^[A-Za-z0-9_-]{22}\.(png|jpg)$/;

const routes = {
  uploadArtwork: createRoute({
    method: "post",
    path: "/artworks",
    tags: ["artworks"],
    operationId: "uploadArtwork",
    summary: "Upload an artwork",
    description: "A JPEG or PNG as the multipart field `image`. Kept until you delete your account.",
    request: {
      headers: idempotencyKey,
      body: { content: { "multipart/form-data": { schema: z.object({ image: z.any().openapi({ type: "string", format: "binary", description: "JPEG or PNG" }) }).openapi({ required: ["image"] }) } }, required: true },
    },
    responses: {
      201: jsonResponse(artworkSchema, "The stored artwork"),
      413: errorResponse("File or image too large"),
      415: errorResponse("Not a JPEG or PNG"),
      ...idempotencyRefusals,
      ...refusals,
    },
  }),
  listArtworks: createRoute({
    method: "get",
    path: "/artworks",
    tags: ["artworks"],
    operationId: "listArtworks",
    summary: "List your artworks",
    description: "Every artwork the key's user uploaded, oldest first.",
    responses: { 200: jsonResponse(artworkListSchema, "Your artworks"), ...refusals },
  }),
  listTemplates: createRoute({
    method: "get",
    path: "/templates",
    tags: ["templates"],
    operationId: "listTemplates",
    summary: "List the templates you can render into",
    description: "The catalogue, then your own rooms and PSD templates (`own: true`).",
    responses: { 200: jsonResponse(apiTemplateListSchema, "The templates"), ...refusals },
  }),
  render: createRoute({
    method: "post",
    path: "/renders",
    tags: ["renders"],
    operationId: "createRender",
    summary: "Render one artwork into one template",
    description:
      "Full resolution on Premium (up to the template's size; `width` to ask for less); at most 2000 px on the long side on the free plan, where each render counts as a download. Answers the image, or `{ url }` with `Accept: application/json`.",
    request: { headers: idempotencyKey, ...jsonBody(renderRequestSchema) },
    responses: {
      200: {
        description: "The mockup (PNG or JPEG), or its URL",
        content: {
          "image/png": { schema: z.string().openapi({ type: "string", format: "binary" }) },
          "image/jpeg": { schema: z.string().openapi({ type: "string", format: "binary" }) },
          "application/json": { schema: renderUrlSchema },
        },
      },
      403: jsonResponse(limitReachedSchema, "The free plan's downloads are used up"),
      404: errorResponse("No such artwork or template of yours"),
      ...idempotencyRefusals,
      ...refusals,
    },
  }),
  renderFile: createRoute({
    method: "get",
    path: "/renders/{file}",
    tags: ["renders"],
    operationId: "getRender",
    summary: "Download a render",
    description: "The image a `{ url }` answer names; only with a key of the same user.",
    request: { params: z.object({ file: z.string().openapi({ example: "Qm9vdHN0cmFwcGluZ0FBQQ.png" }) }) },
    responses: {
      200: {
        description: "The mockup",
        content: { "image/png": { schema: z.string().openapi({ type: "string", format: "binary" }) }, "image/jpeg": { schema: z.string().openapi({ type: "string", format: "binary" }) } },
      },
      404: errorResponse("No such render of yours"),
      ...refusals,
    },
  }),
  createBatch: createRoute({
    method: "post",
    path: "/batches",
    tags: ["batches"],
    operationId: "createBatch",
    summary: "Render every artwork into every template, as one ZIP",
    description:
      "Artworks × templates (at most 500 files) on the render queue, with the options of a single render except `width` (each file is its template's full size, at most 2000 px on the free plan, where every file counts as a download). File names follow `namePattern`: `{artwork}`, `{template}`, `{size}`, `{n}`; `/` makes folders. With `webhookUrl` (not a loopback, private or link-local address), `batch.completed` or `batch.failed` is POSTed there as JSON `{id, type, createdAt, data}` (`data` as GET /batches/{id} answers) when the batch settles, signed `Mockup-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of \"t.body\" with your webhook secret>`; an answer other than 2xx, or none within 10 seconds, is retried with backoff for 24 hours (the first retry within 60 seconds). Answers at once; follow it with GET /batches/{id}.",
    request: { headers: idempotencyKey, ...jsonBody(batchRequestSchema) },
    responses: {
      202: jsonResponse(batchCreatedSchema, "The batch is queued"),
      403: jsonResponse(limitReachedSchema, "The free plan's downloads do not cover every file"),
      404: errorResponse("No such artwork or template of yours"),
      ...idempotencyRefusals,
      ...refusals,
      503: errorResponse("The render queue is not available, or a dependency is unreachable: retry after Retry-After"),
    },
  }),
  getBatch: createRoute({
    method: "get",
    path: "/batches/{id}",
    tags: ["batches"],
    operationId: "getBatch",
    summary: "Progress of a batch",
    description: "Files done of the total, each file that failed and why, and `zipUrl` once the batch is done. A batch is kept 24 hours.",
    request: { params: batchId },
    responses: {
      200: jsonResponse(batchStatusSchema, "The batch"),
      404: errorResponse("No such batch of yours"),
      410: errorResponse("The batch has expired"),
      ...refusals,
    },
  }),
  getBatchZip: createRoute({
    method: "get",
    path: "/batches/{id}/zip",
    tags: ["batches"],
    operationId: "getBatchZip",
    summary: "Download a finished batch as a ZIP",
    description: "Every rendered file, named by the batch's pattern.",
    request: { params: batchId },
    responses: {
      200: { description: "The ZIP, as an attachment", content: { "application/zip": { schema: z.string().openapi({ type: "string", format: "binary" }) } } },
      404: errorResponse("No such batch of yours"),
      409: errorResponse("The batch is not done yet"),
      410: errorResponse("The batch has expired"),
      ...refusals,
    },
  }),
};

/** The stored render, as the image or as `{ url }` (Accept: application/json). */
async function answerRender(c: Context<AppEnv>, file: string, { asUrl }: { asUrl: boolean }) {
  if (asUrl) return c.json({ url: `${PUBLIC_API_PREFIX}/renders/${file}` }, 200);
  const data = await c.var.deps.storage.get(apiRenderKey(requireUser(c).id, file));
  if (!data) throw notFound("No such render");
  return sendImage(c, { data, contentType: contentTypeFor(file) }, { "Cache-Control": "private, no-store" });
}

/** The public API, mounted at /api/v1: bearer keys only (require-api-key), its own document. */
export function publicApiRoutes() {
  const router = createRouter();
  // Before the key check: the document is public, the reference page reads it.
  serveDocument(router);
  router.use("*", requireApiKey);
  router.use("*", limitApiRequests);
  return router
    .openapi(routes.uploadArtwork, async (c) => {
      const user = requireUser(c);
      const { db, storage } = c.var.deps;
      const bytes = await readUpload(c, "image");
      const artwork = await withIdempotency(c, bytes, 201, async () => {
        await consumeRateLimit(db, uploaderKey(user, ""), UPLOAD_LIMIT);
        return toArtworkJson(await createArtwork({ db, storage }, bytes, { userId: user.id }));
      });
      return c.json(artwork, 201);
    })
    .openapi(routes.listArtworks, async (c) => {
      const rows = await listUserArtworks(c.var.deps.db, requireUser(c).id);
      return c.json(rows.map(toArtworkJson), 200);
    })
    .openapi(routes.listTemplates, async (c) => {
      const { db } = c.var.deps;
      const [catalogue, rooms] = await Promise.all([listTemplates(db), listRooms(db, requireUser(c).id)]);
      const own = (mine: boolean) => (row: (typeof rooms)[number]) => ({ ...toTemplateJson(row), own: mine });
      return c.json([...catalogue.map(own(false)), ...rooms.map(own(true))], 200);
    })
    .openapi(routes.render, async (c) => {
      const { artworkId, templateId, width, fit, format, quality, light, ...render } = c.req.valid("json");
      const request = { artworkId, templateId, width, fit, download: { format, quality }, render, light };
      const { file } = await withIdempotency(c, JSON.stringify(c.req.valid("json")), 200, () =>
        withRenderSlot(c, () => renderForApi(c.var.deps, requireUser(c), request)),
      );
      return answerRender(c, file, { asUrl: c.req.header("accept")?.includes("application/json") ?? false });
    })
    .openapi(routes.renderFile, async (c) => {
      const { file } = c.req.valid("param");
      if (!RENDER_FILE.test(file)) throw notFound("No such render");
      return answerRender(c, file, { asUrl: false });
    })
    .openapi(routes.createBatch, async (c) => {
      const body = c.req.valid("json");
      const created = await withIdempotency(c, JSON.stringify(body), 202, () => createBatch(c.var.deps, requireUser(c), body));
      return c.json(created, 202);
    })
    .openapi(routes.getBatch, async (c) => {
      const exp = await findBatch(c.var.deps.db, requireUser(c).id, c.req.valid("param").id);
      return c.json(await batchStatus(c.var.deps.db, exp), 200);
    })
    .openapi(routes.getBatchZip, async (c) => {
      const exp = await findBatch(c.var.deps.db, requireUser(c).id, c.req.valid("param").id);
      return sendZip(c, await streamExportZip(c.var.deps, exp), `batch-${exp.id}.zip`);
    });
}

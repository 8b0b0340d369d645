import { createRoute, z } from "@hono/zod-openapi";
import { createExportResponseSchema, createExportSchema, exportListSchema, exportStatusSchema } from "@shared/exports";
import { lightQuerySchema } from "@shared/rooms";
import { createRouter, refuseCrossSite } from "../../lib/http";
import { NOT_SIGNED_IN, errorResponse, jsonBody, jsonResponse, limitReachedOrRefused } from "../../lib/openapi";
import { consumeRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import { requireUser } from "../../lib/session";
import { artworkOwner } from "../artworks";
import { cancelExport } from "./cancel-export";
import { createExport } from "./create-export";
import { findExport } from "./find-export";
import { toExportStatusJson } from "./export-json";
import { exportBytes } from "./export-storage";
import { listExports } from "./list-exports";
import { streamExportZip } from "./stream-export-zip";
import { sendZip } from "./send-zip";

/** Each export can be hundreds of full-size renders: generous for people, not for scripts. */
const EXPORT_LIMIT: RateLimitRule = { limit: 60, windowMs: 60 * 60_000 };

const tags = ["exports"];
const idParam = z.object({ id: z.string().max(100).meta({ example: "Zx4pQ9LmT2bV7cN0aR5sWg" }) });
const signedOut = { 401: errorResponse(NOT_SIGNED_IN) };
const missing = { 404: errorResponse("No such export (or not yours)"), 410: errorResponse("The export expired (24 h)") };

const routes = {
  create: createRoute({
    method: "post",
    path: "/",
    tags,
    summary: "Start a ZIP export of artwork × template renders or saved mockups; every file is a counted download",
    // `light` as on the single download and the save: the room's light on the art, or not.
    request: { query: lightQuerySchema, ...jsonBody(createExportSchema) },
    responses: {
      202: jsonResponse(createExportResponseSchema, "Queued"),
      403: limitReachedOrRefused("Free tier limit reached (the export would pass it); nothing counted"),
      404: errorResponse("An artwork, template or mockup does not exist or is not yours"),
      400: errorResponse("Invalid input, or a template has no window"),
      429: errorResponse("Too many exports"),
      ...signedOut,
      503: errorResponse("Exports are unavailable, or a dependency is unreachable"),
    },
  }),
  list: createRoute({
    method: "get",
    path: "/",
    tags,
    summary: "The user's exports still on the server, newest first, and the space their finished ZIPs take against the plan's cap (2 GB free, 10 GB premium; past it the oldest go)",
    responses: { 200: jsonResponse(exportListSchema, "Exports and storage"), ...signedOut },
  }),
  cancel: createRoute({
    method: "delete",
    path: "/{id}",
    tags,
    summary: "Cancel a queued or running export (its unrendered files' downloads are given back) or remove a finished one; its files are deleted",
    request: { params: idParam },
    responses: { 200: jsonResponse(exportStatusSchema, "The export, now cancelled"), 403: errorResponse("A request from another site"), ...missing, ...signedOut },
  }),
  status: createRoute({
    method: "get",
    path: "/{id}",
    tags,
    summary: "Progress of an export; downloadUrl once the ZIP is ready",
    request: { params: idParam },
    responses: { 200: jsonResponse(exportStatusSchema, "Progress"), ...missing, ...signedOut },
  }),
  download: createRoute({
    method: "get",
    path: "/{id}/download",
    tags,
    summary: "The finished export as a streamed ZIP (already counted when the export was created)",
    request: { params: idParam },
    responses: {
      200: { content: { "application/zip": { schema: z.any() } }, description: "The ZIP, as an attachment" },
      409: errorResponse("Not finished yet"),
      ...missing,
      ...signedOut,
    },
  }),
};

export function exportRoutes() {
  return createRouter()
    .openapi(routes.create, async (c) => {
      const user = requireUser(c);
      await consumeRateLimit(c.var.deps.db, `export:${user.id}`, EXPORT_LIMIT);
      const created = await createExport(c.var.deps, user, artworkOwner(c), { ...c.req.valid("json"), light: c.req.valid("query").light });
      return c.json(created, 202);
    })
    .openapi(routes.list, async (c) => c.json(await listExports(c.var.deps.db, requireUser(c).id), 200))
    .openapi(routes.cancel, async (c) => {
      const user = requireUser(c);
      refuseCrossSite(c);
      const row = await cancelExport(c.var.deps, user.id, c.req.valid("param").id);
      return c.json(toExportStatusJson(row, 0), 200);
    })
    .openapi(routes.status, async (c) => {
      const user = requireUser(c);
      const row = await findExport(c.var.deps.db, user.id, c.req.valid("param").id);
      return c.json(toExportStatusJson(row, (await exportBytes(c.var.deps.db, [row.id])).get(row.id) ?? 0), 200);
    })
    .openapi(routes.download, async (c) => {
      const user = requireUser(c);
      refuseCrossSite(c);
      const row = await findExport(c.var.deps.db, user.id, c.req.valid("param").id);
      return sendZip(c, await streamExportZip(c.var.deps, row), `mockups-${row.createdAt.toISOString().slice(0, 10)}-${row.id.slice(0, 6)}.zip`);
    });
}

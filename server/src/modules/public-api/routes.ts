import { createRoute } from "@hono/zod-openapi";
import { artworkListSchema } from "@shared/artworks";
import { createRouter } from "../../lib/http";
import { errorResponse, jsonResponse } from "../../lib/openapi";
import { requireUser } from "../../lib/session";
import { requireApiKey } from "../api-keys";
import { listUserArtworks, toArtworkJson } from "../artworks";
import { serveDocument } from "./document";

const unauthorized = { 401: errorResponse("Missing, unknown or revoked API key") };

const routes = {
  listArtworks: createRoute({
    method: "get",
    path: "/artworks",
    tags: ["artworks"],
    operationId: "listArtworks",
    summary: "List your artworks",
    description: "Every artwork the key's user uploaded, oldest first.",
    responses: { 200: jsonResponse(artworkListSchema, "Your artworks"), ...unauthorized },
  }),
};

/** The public API, mounted at /api/v1: bearer keys only (require-api-key), its own document. */
export function publicApiRoutes() {
  const router = createRouter();
  // Before the key check: the document is public, the reference page reads it.
  serveDocument(router);
  router.use("*", requireApiKey);
  return router.openapi(routes.listArtworks, async (c) => {
    const rows = await listUserArtworks(c.var.deps.db, requireUser(c).id);
    return c.json(rows.map(toArtworkJson), 200);
  });
}

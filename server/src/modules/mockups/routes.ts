import { createRoute, z } from "@hono/zod-openapi";
import { okSchema } from "@shared/api";
import { downloadQuerySchema } from "@shared/artworks";
import { createMockupSchema, mockupUploadResponseSchema, savedMockupSchema } from "@shared/mockups";
import { lightQuerySchema } from "@shared/rooms";
import { attachmentHeader, createRouter, refuseCrossSite } from "../../lib/http";
import { idParam } from "../../lib/id-param";
import { NOT_SIGNED_IN, commonErrors, errorResponse, jsonBody, jsonResponse, limitReachedOrRefused, smallMultipartImage } from "../../lib/openapi";
import { consumeRateLimit, type RateLimitRule } from "../../lib/rate-limit";
import { readUpload } from "../../lib/read-upload";
import { refuseHead } from "../../lib/refuse-head";
import { PRIVATE, serveFile } from "../../lib/serve-file";
import { requireUser } from "../../lib/session";
import { artworkOwner } from "../artworks";
import { sendImage } from "../rendering";
import { createMockup } from "./create-mockup";
import { deleteMockup } from "./delete-mockup";
import { downloadMockup } from "./download-mockup";
import { listMockups } from "./list-mockups";
import { MOCKUP_FILE, mockupKeys } from "./mockup-files";
import { toSavedMockupJson } from "./mockup-json";
import { uploadMockupImage } from "./upload-mockup-image";

/** Saving is unlimited (spec), but not at script speed: each save stores up to a full-size PNG. */
const SAVE_LIMIT: RateLimitRule = { limit: 200, windowMs: 60 * 60_000 };

const signedOut = { 401: errorResponse(NOT_SIGNED_IN) };
const missing = { 404: errorResponse("No such mockup (or not yours)") };
const mockupIdParam = idParam("Invalid mockup id");
const tags = ["mockups"];

const routes = {
  upload: createRoute({
    method: "post",
    path: "/upload",
    tags,
    summary: "Store a rendered mockup image (PNG or JPEG) for POST /api/mockups",
    request: smallMultipartImage("PNG (or JPEG)"),
    responses: {
      200: jsonResponse(mockupUploadResponseSchema, "The stored image's URL"),
      413: errorResponse("File or image too large"),
      415: errorResponse("Not a PNG or JPEG"),
      429: errorResponse("Too many saves"),
      ...signedOut,
      ...commonErrors,
    },
  }),
  create: createRoute({
    method: "post",
    path: "/",
    tags,
    summary: "Save a mockup: an uploaded image, or rendered here from an artwork (never counted)",
    request: { query: lightQuerySchema, ...jsonBody(createMockupSchema) },
    responses: {
      201: jsonResponse(savedMockupSchema, "The saved mockup"),
      404: errorResponse("No such artwork or template"),
      409: errorResponse("The image is already saved"),
      413: errorResponse("The render would be too large (render_too_large)"),
      429: errorResponse("Too many saves"),
      ...signedOut,
      ...commonErrors,
    },
  }),
  list: createRoute({
    method: "get",
    path: "/",
    tags,
    summary: "The user's saved mockups, newest first",
    responses: { 200: jsonResponse(z.array(savedMockupSchema), "Saved mockups"), ...signedOut },
  }),
  remove: createRoute({
    method: "delete",
    path: "/{id}",
    tags,
    summary: "Delete a saved mockup and its images",
    request: { params: mockupIdParam },
    responses: { 200: jsonResponse(okSchema, "Deleted with its images"), ...missing, ...signedOut },
  }),
  image: createRoute({
    method: "get",
    path: "/images/{file}",
    tags,
    summary: "A saved mockup's display copy (≤ 1200 px), or with thumbnail=true its ≤ 400 px thumbnail",
    request: {
      params: z.object({ file: z.string().regex(MOCKUP_FILE, "Invalid file name").meta({ example: "kX2b9QvR0sLm4TzA7cNw1p.png" }) }),
      query: z.object({ thumbnail: z.enum(["true", "false"], { error: "thumbnail must be true or false" }).optional() }),
    },
    responses: { 200: { content: { "image/jpeg": { schema: z.any() } }, description: "The image" }, ...missing, ...signedOut },
  }),
  download: createRoute({
    method: "get",
    path: "/download/{id}",
    tags,
    summary: "Download a saved mockup as PNG (default) or JPEG (`format=jpeg`, `quality` 1–100): counted on the free plan (≤ 2000 px), full resolution on premium",
    request: { params: mockupIdParam, query: downloadQuerySchema },
    responses: {
      200: {
        content: { "image/png": { schema: z.any() }, "image/jpeg": { schema: z.any() } },
        description: "The mockup, as an attachment named `{name}-{id}.png` (or `.jpg`)",
      },
      400: errorResponse("Invalid format or quality"),
      403: limitReachedOrRefused("Free tier limit reached"),
      ...missing,
      ...signedOut,
    },
  }),
};

export function mockupRoutes() {
  return createRouter()
    .openapi(routes.upload, async (c) => {
      const user = requireUser(c);
      const { db, storage } = c.var.deps;
      await consumeRateLimit(db, `mockup-save:${user.id}`, SAVE_LIMIT);
      const bytes = await readUpload(c, "image");
      return c.json(await uploadMockupImage(storage, user.id, bytes), 200);
    })
    .openapi(routes.create, async (c) => {
      const user = requireUser(c);
      const input = c.req.valid("json");
      // Renders cost as much as uploads; spec-form creates only name an upload already counted.
      if ("artworkId" in input) await consumeRateLimit(c.var.deps.db, `mockup-save:${user.id}`, SAVE_LIMIT);
      const row = await createMockup(c.var.deps, user.id, artworkOwner(c), input, c.req.valid("query").light);
      return c.json(toSavedMockupJson(row), 201);
    })
    .openapi(routes.list, async (c) => {
      const user = requireUser(c);
      return c.json((await listMockups(c.var.deps.db, user.id)).map(toSavedMockupJson), 200);
    })
    .openapi(routes.remove, async (c) => {
      const user = requireUser(c);
      await deleteMockup(c.var.deps.db, c.var.deps.storage, user.id, c.req.valid("param").id);
      return c.json({ success: true as const }, 200);
    })
    .openapi(routes.image, (c) => {
      const user = requireUser(c);
      const keys = mockupKeys(user.id, c.req.valid("param").file);
      return serveFile(c, c.req.valid("query").thumbnail === "true" ? keys.thumbnail : keys.display, PRIVATE);
    })
    .openapi(routes.download, async (c) => {
      refuseHead(c);
      const user = requireUser(c);
      refuseCrossSite(c);
      return downloadMockup(c.var.deps, user, c.req.valid("param").id, c.req.valid("query"), ({ image, fileName }) =>
        sendImage(c, image, { "Content-Disposition": attachmentHeader(fileName), "Cache-Control": "private, no-store" }),
      );
    });
}

import { createRoute, z } from "@hono/zod-openapi";
import { okSchema } from "@shared/api";
import {
  catalogueStatusSchema,
  createTemplateSchema,
  templateSchema,
  templateUploadResponseSchema,
  templateWindowsSchema,
  updateTemplateSchema,
  updateTemplateWindowsSchema,
} from "@shared/templates";
import { createRouter } from "../../lib/http";
import { idParam } from "../../lib/id-param";
import { NOT_SIGNED_IN, commonErrors, errorResponse, jsonBody, jsonResponse, multipartImage } from "../../lib/openapi";
import { IMMUTABLE, serveFile, storedFileParam } from "../../lib/serve-file";
import { requireAdmin } from "../../lib/session";
import { createTemplate } from "./create-template";
import { deleteTemplate } from "./delete-template";
import { findPhotoTemplate } from "./find-photo-template";
import { ingestPsdUpload, ingestTemplateUpload } from "./ingest-template-upload";
import { receiveUpload } from "./receive-upload";
import { listTemplates } from "./list-templates";
import { readCatalogueStatus } from "./read-catalogue-status";
import { serveTemplateVariant, VARIANT_WIDTHS, type VariantWidth } from "./serve-template-variant";
import { templateKeys } from "./template-files";
import { toTemplateJson } from "./template-json";
import { toTemplateWindowsJson } from "./template-windows-json";
import { updateTemplate } from "./update-template";
import { updateTemplateWindows } from "./update-template-windows";

const adminErrors = { 401: errorResponse(NOT_SIGNED_IN), 403: errorResponse("Not the administrator"), ...commonErrors };
const templateIdParam = idParam("Invalid template id");
const list = jsonResponse(z.array(templateSchema), "Templates by mockup number");
const uploadQuery = z.object({
  windows: z
    .enum(["transparent"], { error: "windows must be transparent (or left out)" })
    .optional()
    .describe("transparent: only take an image with a transparent window (bulk upload), else 400"),
  bareWall: z
    .enum(["true", "false"], { error: "bareWall must be true or false" })
    .optional()
    .transform((v) => v === "true")
    .describe("true: accept a wall photo without a transparent window (it then needs `wall` on create)"),
});
const variantQuery = z.object({
  w: z
    .enum(VARIANT_WIDTHS.map(String) as [string, ...string[]])
    .transform((w) => Number(w) as VariantWidth)
    .optional()
    .openapi({ description: `One of ${VARIANT_WIDTHS.join(", ")}`, example: "800" }),
});
const imageResponse = { 200: { description: "The image" }, 404: errorResponse("No such image") };

const routes = {
  list: createRoute({ method: "get", path: "/", tags: ["templates"], summary: "The template catalogue", responses: { 200: list } }),
  featured: createRoute({ method: "get", path: "/featured", tags: ["templates"], summary: "The featured templates", responses: { 200: list } }),
  catalogueStatus: createRoute({
    method: "get",
    path: "/catalogue-status",
    tags: ["templates"],
    summary: "Progress of the starter catalogue install on a first start (poll while installing)",
    responses: { 200: jsonResponse(catalogueStatusSchema, "installing (installed of total so far) or ready"), ...commonErrors },
  }),
  upload: createRoute({
    method: "post",
    path: "/upload",
    tags: ["templates"],
    summary:
      "A PNG with transparent windows, an opaque photo (JPEG or PNG) whose frames are found for the corner editor, or a Photoshop mockup (.psd/.psb, ≤ 300 MB, ≤ 12 000 px a side) whose smart objects become the windows",
    request: {
      query: uploadQuery,
      ...multipartImage("PNG with a transparent window, a photo (JPEG or PNG), or a Photoshop mockup (.psd/.psb)"),
    },
    responses: {
      200: jsonResponse(templateUploadResponseSchema, "The stored image with its windows, ready for POST /api/templates"),
      413: errorResponse("File too large"),
      415: errorResponse("Not a PNG or JPEG"),
      ...adminErrors,
      400: errorResponse("A Photoshop document refused: the message names the layer and the feature (codes psd_unsupported, not_psd, no_smart_object, damaged_image)"),
    },
  }),
  create: createRoute({
    method: "post",
    path: "/",
    tags: ["templates"],
    summary: "Name an uploaded image; `wall` (pxPerCm, anchor, defaultSize) makes it a bare wall hung at true size",
    request: jsonBody(createTemplateSchema),
    responses: { 201: jsonResponse(templateSchema, "The new template"), ...adminErrors, 400: errorResponse("Invalid input, or a wall scale that does not fit the image") },
  }),
  update: createRoute({
    method: "put",
    path: "/{id}",
    tags: ["templates"],
    summary: "Feature or unfeature a template, and/or set a bare wall's scale, anchor and default size (`wall: null` removes them)",
    request: { params: templateIdParam, ...jsonBody(updateTemplateSchema) },
    responses: {
      200: jsonResponse(templateSchema, "The updated template"),
      404: errorResponse("No such template"),
      ...adminErrors,
      400: errorResponse("Invalid input, or a wall scale that does not fit the image"),
    },
  }),
  remove: createRoute({
    method: "delete",
    path: "/{id}",
    tags: ["templates"],
    summary: "Delete a template (administrator)",
    request: { params: templateIdParam },
    responses: { 200: jsonResponse(okSchema, "Deleted with its files"), 404: errorResponse("No such template"), ...adminErrors },
  }),
  windows: createRoute({
    method: "get",
    path: "/{id}/windows",
    tags: ["templates"],
    summary: "A photo template's windows, for the corner editor",
    request: { params: templateIdParam },
    responses: { 200: jsonResponse(templateWindowsSchema, "The photo's size and windows"), 404: errorResponse("No such template"), ...adminErrors },
  }),
  placeWindows: createRoute({
    method: "put",
    path: "/{id}/windows",
    tags: ["templates"],
    summary: "Correct a photo template's corners (validated: at most 12, together at most 1.5 × the image, each inside, convex, simple, ≥ 1 % of it; a 400 names the window)",
    request: { params: templateIdParam, ...jsonBody(updateTemplateWindowsSchema) },
    responses: { 200: jsonResponse(templateWindowsSchema, "The photo's size and new windows"), 404: errorResponse("No such template"), ...adminErrors },
  }),
  image: createRoute({
    method: "get",
    path: "/images/{file}",
    tags: ["templates"],
    summary: "A template image: as stored, or with `w` as WebP at that width (for a page's srcset)",
    request: { params: storedFileParam, query: variantQuery },
    responses: imageResponse,
  }),
  thumbnail: createRoute({ method: "get", path: "/thumbnails/{file}", tags: ["templates"], summary: "A template's thumbnail", request: { params: storedFileParam }, responses: imageResponse }),
};

export function templateRoutes() {
  return createRouter()
    .openapi(routes.list, async (c) => c.json((await listTemplates(c.var.deps.db)).map(toTemplateJson), 200))
    .openapi(routes.featured, async (c) => c.json((await listTemplates(c.var.deps.db, { featuredOnly: true })).map(toTemplateJson), 200))
    .openapi(routes.catalogueStatus, async (c) => c.json(await readCatalogueStatus(c.var.deps), 200))
    .openapi(routes.upload, async (c) => {
      requireAdmin(c);
      const query = c.req.valid("query");
      const mode = query.bareWall ? "bare-wall" : query.windows === "transparent" ? "transparent" : "any";
      // A Photoshop file streams to storage as it arrives; only "any" (Add New Template) takes one.
      const { upload } = await receiveUpload(c, c.var.deps.storage, { acceptPsd: mode === "any" });
      return c.json(upload.kind === "psd" ? await ingestPsdUpload(c.var.deps, upload.key) : await ingestTemplateUpload(c.var.deps, upload.bytes, mode), 200);
    })
    .openapi(routes.create, async (c) => {
      requireAdmin(c);
      return c.json(toTemplateJson(await createTemplate(c.var.deps.db, c.req.valid("json"))), 201);
    })
    .openapi(routes.update, async (c) => {
      requireAdmin(c);
      const row = await updateTemplate(c.var.deps.db, c.req.valid("param").id, c.req.valid("json"));
      return c.json(toTemplateJson(row), 200);
    })
    .openapi(routes.remove, async (c) => {
      requireAdmin(c);
      await deleteTemplate(c.var.deps.db, c.var.deps.storage, c.req.valid("param").id);
      return c.json({ success: true as const }, 200);
    })
    .openapi(routes.windows, async (c) => {
      requireAdmin(c);
      return c.json(toTemplateWindowsJson(await findPhotoTemplate(c.var.deps.db, c.req.valid("param").id)), 200);
    })
    .openapi(routes.placeWindows, async (c) => {
      requireAdmin(c);
      return c.json(toTemplateWindowsJson(await updateTemplateWindows(c.var.deps.db, c.req.valid("param").id, c.req.valid("json"))), 200);
    })
    .openapi(routes.image, (c) => {
      const { file } = c.req.valid("param");
      const { w } = c.req.valid("query");
      return w ? serveTemplateVariant(c, file, w) : serveFile(c, templateKeys(file).full, IMMUTABLE);
    })
    .openapi(routes.thumbnail, (c) => serveFile(c, templateKeys(c.req.valid("param").file).thumbnail, IMMUTABLE));
}


import { createRoute, z } from "@hono/zod-openapi";
import { ARTWORK_ID } from "@shared/artworks";
import { formatPrintSize, printSizeSchema } from "@shared/print-size";
import { FRAME_STYLES } from "@shared/render-options";
import { widgetIdParam } from "@shared/widgets";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import { clientIp, createRouter } from "../../lib/http";
import { serialId } from "../../lib/id-param";
import { commonErrors, errorResponse, jsonResponse, multipartImage } from "../../lib/openapi";
import { MODEL_TYPES, sendImage, type ModelFormat } from "../rendering";
import { readUpload } from "../../lib/read-upload";
import { buildEmbedModel } from "./build-embed-model";
import { findWidget } from "./find-widget";
import { limitEmbed } from "./limit-embed";
import { previewEmbed } from "./preview-embed";
import { previewEmbedWall } from "./preview-embed-wall";
import { uploadEmbedWall } from "./upload-embed-wall";
import { countWidgetEvent } from "./widget-days";

/** A preview's URL names everything it is made of, but the widget can be deleted or changed: caches keep it a few minutes. */
const EMBED_PREVIEW_CACHE = "public, max-age=300";

const choiceQuery = z.object({
  artwork: z.string().regex(ARTWORK_ID, "Invalid artwork id").meta({ example: "f3Jk8LmN2pQr5StUv7WxYz" }),
  size: printSizeSchema.transform(formatPrintSize),
  frame: z.enum(FRAME_STYLES, { error: `frame must be one of ${FRAME_STYLES.join(", ")}` }).meta({ example: "oak" }),
});
const previewQuery = choiceQuery.extend({ template: serialId("Invalid template id") });

const QUAD_FORMAT = "quad must be eight numbers x1,y1,x2,y2,x3,y3,x4,y4: the print's corners TL, TR, BR, BL";
const wallPreviewQuery = choiceQuery.extend({
  quad: z
    .string({ error: QUAD_FORMAT })
    .transform((text, ctx) => {
      const n = text.split(",").map((v) => (v.trim() === "" ? Number.NaN : Number(v)));
      if (n.length !== 8 || !n.every(Number.isFinite)) {
        ctx.addIssue({ code: "custom", message: QUAD_FORMAT });
        return z.NEVER;
      }
      return [0, 2, 4, 6].map((i): [number, number] => [n[i]!, n[i + 1]!]);
    })
    .meta({ example: "150.5,80,250,82.5,248,205,152,203" }),
});
const wallParams = widgetIdParam.extend({ wall: z.string().meta({ example: "Qm3xT9vLp2RkW8yZa4HbNc" }) });
const wallSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  quad: z.array(z.tuple([z.number(), z.number()])).length(4),
  detected: z.boolean(),
});

function modelRoute(format: ModelFormat, viewer: string) {
  return createRoute({
    method: "get",
    path: `/{id}/model.${format}`,
    tags: ["embed"],
    summary: `One of the widget's artworks at one of its sizes and frames as a 3D framed print at true size (${format.toUpperCase()}, for ${viewer}): "View in your room" (public, rate-limited as previews)`,
    request: { params: widgetIdParam, query: choiceQuery },
    responses: {
      200: { content: { [MODEL_TYPES[format]]: { schema: z.any() } }, description: "The model" },
      404: errorResponse("No such widget, or an artwork it does not show"),
      429: errorResponse("Too many previews for this widget or from this address"),
      ...commonErrors,
      400: errorResponse("A size or frame the widget does not offer"),
    },
  });
}

const routes = {
  glb: modelRoute("glb", "Android Scene Viewer and WebXR"),
  usdz: modelRoute("usdz", "iOS Quick Look"),
  preview: createRoute({
    method: "get",
    path: "/{id}/preview",
    tags: ["embed"],
    summary: "A shopper's ≤ 400 px JPEG preview: one of the widget's artworks in a catalogue room, at one of its sizes and frames (public, rate-limited per widget and per address)",
    request: { params: widgetIdParam, query: previewQuery },
    responses: {
      200: { content: { "image/jpeg": { schema: z.any() } }, description: "The preview" },
      404: errorResponse("No such widget, or an artwork or room it does not show"),
      413: errorResponse("The render would be too large (render_too_large)"),
      429: errorResponse("Too many previews for this widget or from this address"),
      ...commonErrors,
    },
  }),
  uploadWall: createRoute({
    method: "post",
    path: "/{id}/walls",
    tags: ["embed"],
    summary:
      "A shopper's photo of their own wall (JPEG or PNG, limits as room uploads): analysed as in My Rooms, kept ≤ 24 h under an unguessable id that only this answer names; answers the proposed placement in the kept ≤ 400 px copy's pixels (public, rate-limited per widget and per address, counted in the widget's uploads)",
    request: { params: widgetIdParam, ...multipartImage("JPEG or PNG photo of a wall") },
    responses: {
      201: jsonResponse(wallSchema, "The photo's id, size and proposed quad (`detected`: a frame or poster was found there)"),
      404: errorResponse("No such widget"),
      413: errorResponse("File or image too large"),
      415: errorResponse("Not a JPEG or PNG"),
      429: errorResponse("Too many wall photos for this widget or from this address"),
      ...commonErrors,
    },
  }),
  wallPreview: createRoute({
    method: "get",
    path: "/{id}/walls/{wall}/preview",
    tags: ["embed"],
    summary:
      "A shopper's ≤ 400 px JPEG preview: one of the widget's artworks at one of its sizes and frames, framed and hung on their wall photo with the print's corners on `quad` (in the photo's kept copy's pixels, as the upload answered its size): its moulding and shadow follow in the same perspective",
    request: { params: wallParams, query: wallPreviewQuery },
    responses: {
      200: { content: { "image/jpeg": { schema: z.any() } }, description: "The preview" },
      404: errorResponse("No such widget, wall photo (unknown, another widget's, or swept after 24 h) or artwork"),
      429: errorResponse("Too many previews for this widget or from this address"),
      ...commonErrors,
      400: errorResponse("A quad that is not four corners on the photo, convex and not a speck, or a size or frame the widget does not offer"),
    },
  }),
};

async function sendEmbedModel(c: Context<AppEnv>, id: string, choice: z.output<typeof choiceQuery>, format: ModelFormat) {
  const { db } = c.var.deps;
  const widget = await findWidget(db, id);
  await limitEmbed(db, widget.id, clientIp(c), "previews");
  const model = (await buildEmbedModel(c.var.deps, widget, { artworkId: choice.artwork, size: choice.size, frame: choice.frame }, format)) as Uint8Array<ArrayBuffer>;
  return c.body(model, 200, { "Content-Type": MODEL_TYPES[format], "Content-Length": String(model.byteLength), "Cache-Control": EMBED_PREVIEW_CACHE });
}

/** `/api/embed/*`: what the widget's page calls, with no account. */
export function embedApiRoutes() {
  return createRouter()
    .openapi(routes.glb, (c) => sendEmbedModel(c, c.req.valid("param").id, c.req.valid("query"), "glb"))
    .openapi(routes.usdz, (c) => sendEmbedModel(c, c.req.valid("param").id, c.req.valid("query"), "usdz"))
    .openapi(routes.preview, async (c) => {
      const { db } = c.var.deps;
      const widget = await findWidget(db, c.req.valid("param").id);
      await limitEmbed(db, widget.id, clientIp(c), "previews");
      const q = c.req.valid("query");
      const { image } = await previewEmbed(c.var.deps, widget, { artworkId: q.artwork, templateId: q.template, size: q.size, frame: q.frame });
      return sendImage(c, image, { "Cache-Control": EMBED_PREVIEW_CACHE });
    })
    .openapi(routes.uploadWall, async (c) => {
      const { db } = c.var.deps;
      const widget = await findWidget(db, c.req.valid("param").id);
      await limitEmbed(db, widget.id, clientIp(c), "uploads");
      const wall = await uploadEmbedWall(c.var.deps, widget, await readUpload(c, "image"));
      await countWidgetEvent(db, widget.id, "uploads");
      return c.json(wall, 201);
    })
    .openapi(routes.wallPreview, async (c) => {
      const { db } = c.var.deps;
      const { id, wall } = c.req.valid("param");
      const widget = await findWidget(db, id);
      await limitEmbed(db, widget.id, clientIp(c), "previews");
      const q = c.req.valid("query");
      const { image } = await previewEmbedWall(c.var.deps, widget, wall, { artworkId: q.artwork, size: q.size, frame: q.frame }, q.quad);
      // The photo is private to whoever holds its id: never kept by shared caches.
      return sendImage(c, image, { "Cache-Control": "private, max-age=300" });
    });
}

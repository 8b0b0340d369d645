import { createRoute, z } from "@hono/zod-openapi";
import { ARTWORK_ID } from "@shared/artworks";
import { formatPrintSize, printSizeSchema } from "@shared/print-size";
import { FRAME_STYLES } from "@shared/render-options";
import { widgetIdParam } from "@shared/widgets";
import { clientIp, createRouter } from "../../lib/http";
import { serialId } from "../../lib/id-param";
import { commonErrors, errorResponse } from "../../lib/openapi";
import { sendImage } from "../rendering";
import { findWidget } from "./find-widget";
import { limitEmbed } from "./limit-embed";
import { previewEmbed } from "./preview-embed";

/** A preview's URL names everything it is made of, but the widget can be deleted or changed: caches keep it a few minutes. */
const EMBED_PREVIEW_CACHE = "public, max-age=300";

const previewQuery = z.object({
  artwork: z.string().regex(ARTWORK_ID, "Invalid artwork id").meta({ example: "f3Jk8LmN2pQr5StUv7WxYz" }),
  template: serialId("Invalid template id"),
  size: printSizeSchema.transform(formatPrintSize),
  frame: z.enum(FRAME_STYLES, { error: `frame must be one of ${FRAME_STYLES.join(", ")}` }).meta({ example: "oak" }),
});

const routes = {
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
};

/** `/api/embed/*`: what the widget's page calls, with no account. */
export function embedApiRoutes() {
  return createRouter().openapi(routes.preview, async (c) => {
    const { db } = c.var.deps;
    const widget = await findWidget(db, c.req.valid("param").id);
    await limitEmbed(db, widget.id, clientIp(c), "previews");
    const q = c.req.valid("query");
    const { image } = await previewEmbed(c.var.deps, widget, { artworkId: q.artwork, templateId: q.template, size: q.size, frame: q.frame });
    return sendImage(c, image, { "Cache-Control": EMBED_PREVIEW_CACHE });
  });
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { EMBED_SCRIPT_PATH, type EmbedData } from "@shared/embed";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import { AppError } from "../../lib/errors";
import { appUrl } from "../../lib/app-url";
import { clientIp, createRouter } from "../../lib/http";
import { embedLoaderHeaders, embedPageHeaders } from "../../lib/security";
import type { WidgetRow } from "../../db/schema";
import { embedChoices } from "./embed-choices";
import { EMBED_LOADER } from "./embed-loader";
import { findWidget } from "./find-widget";
import { limitEmbed } from "./limit-embed";
import { previewEmbed } from "./preview-embed";
import { renderEmbedGonePage, renderEmbedPage } from "./render-embed-page";
import { countWidgetEvent } from "./widget-days";

/** The script and style tags of the build's embed entry (client/embed.html), or none without a build. */
function readEmbedAssets(staticDir: string | undefined): string {
  const file = staticDir ? path.join(staticDir, "embed.html") : "";
  if (!file || !existsSync(file)) return "";
  const head = readFileSync(file, "utf8").split("</head>")[0] ?? "";
  return (head.match(/<script\b[^>]*><\/script>|<link\b[^>]*>/g) ?? []).join("\n");
}

/** The first room with the first artwork, size and frame, as a data URL: the page shows it before any script runs. */
async function firstImage(c: Context<AppEnv>, widget: WidgetRow, data: EmbedData): Promise<string | null> {
  const [art, room, frame] = [data.artworks[0], data.rooms[0], data.frames[0]];
  const size = art?.sizes[0];
  if (!art || !room || !frame || !size) return null;
  const { image } = await previewEmbed(c.var.deps, widget, { artworkId: art.id, templateId: room.id, size, frame });
  return `data:${image.contentType};base64,${image.data.toString("base64")}`;
}

/** `/embed.js` (the shop's snippet) and `/embed/{id}` (the widget's page), made here, framed only by the widget's domains. */
export function embedPageRoutes(staticDir?: string) {
  const assets = readEmbedAssets(staticDir);
  return createRouter()
    .get(EMBED_SCRIPT_PATH, (c) => c.body(EMBED_LOADER, 200, { "Content-Type": "text/javascript; charset=utf-8", ...embedLoaderHeaders }))
    .get("/embed/:id", async (c) => {
      const { db } = c.var.deps;
      let widget: WidgetRow;
      try {
        widget = await findWidget(db, c.req.param("id"));
      } catch (error) {
        if (error instanceof AppError && error.code === "not_found") return c.html(renderEmbedGonePage(), 404, embedPageHeaders([]));
        throw error;
      }
      await limitEmbed(db, widget.id, clientIp(c), "views");
      const [data] = await Promise.all([embedChoices(db, widget), countWidgetEvent(db, widget.id, "views")]);
      const html = renderEmbedPage({ data, firstImage: await firstImage(c, widget, data), firstAlt: "The artwork framed in a room", assets, appUrl: appUrl(c, "/") });
      return c.html(html, 200, { ...embedPageHeaders(widget.domains), "Cache-Control": "no-store" });
    });
}

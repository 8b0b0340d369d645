import { embedPagePath, EMBED_SCRIPT_PATH, type CreatedWidget, type Widget, type WidgetDay } from "@shared/widgets";
import type { WidgetRow } from "../../db/schema";
import { escapeHtml } from "../../lib/escape-html";

/** The two embed codes for a widget, given where the app is reached (`appUrl`). */
export function widgetSnippets(id: string, url: (path: string) => string): CreatedWidget {
  const page = escapeHtml(url(embedPagePath(id)));
  return {
    id,
    snippet: `<script src="${escapeHtml(url(EMBED_SCRIPT_PATH))}" data-widget="${id}" async></script>`,
    iframe: `<iframe src="${page}" title="See it on your wall" style="width:100%;aspect-ratio:4/3;min-height:520px;border:0" loading="lazy" allow="xr-spatial-tracking"></iframe>`,
  };
}

/** A widget as its owner's list and page show it. */
export function toWidgetJson(row: WidgetRow, days: WidgetDay[], url: (path: string) => string): Widget {
  return {
    ...widgetSnippets(row.id, url),
    artworkIds: row.artworkIds,
    domains: row.domains,
    sizes: row.sizes,
    frames: row.frames,
    defaultTemplateId: row.defaultTemplateId,
    createdAt: row.createdAt.toISOString(),
    days,
  };
}

import type { EmbedChoice } from "@shared/embed";
import type { AppDeps } from "../../lib/context";
import type { WidgetRow } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { findPreviewSources, previewMockup } from "../artworks";
import { renderPreview } from "../rendering";
import { isCatalogueTemplate } from "./catalogue-template";
import { checkEmbedChoice } from "./check-embed-choice";

/** Art in a widget is cropped to the room's window, never stretched (bare walls take the art's own proportions). */
export const EMBED_FIT = "fill";

/**
 * A shopper's preview: only the widget's artworks, sizes and frames, only catalogue rooms,
 * rendered through the studio's preview path as the widget's owner. On a bare wall, `at` moves
 * the print's centre (fractions of the photo): where the shopper dragged it.
 */
export async function previewEmbed(deps: Pick<AppDeps, "db" | "storage">, widget: WidgetRow, choice: EmbedChoice) {
  const render = checkEmbedChoice(widget, choice);
  if (!(await isCatalogueTemplate(deps.db, choice.templateId))) throw notFound("Template not found");
  const owner = { userId: widget.userId, tokenHash: null };
  if (!choice.at) return previewMockup(deps, owner, choice.artworkId, choice.templateId, EMBED_FIT, render);
  const { artwork, template } = await findPreviewSources(deps.db, owner, choice.artworkId, choice.templateId);
  if (!template.wall) throw badRequest("at moves the print on a bare wall only: this room has windows");
  const [x, y] = choice.at;
  const wall = { ...template.wall, anchor: [x * template.width, y * template.height] as [number, number] };
  return renderPreview(deps.storage, artwork, { ...template, wall }, EMBED_FIT, render);
}

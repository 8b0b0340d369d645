import type { EmbedChoice } from "@shared/embed";
import type { AppDeps } from "../../lib/context";
import type { WidgetRow } from "../../db/schema";
import { findArtwork } from "../artworks";
import { buildPrintModel, makePrintFace, type ModelFormat } from "../rendering";
import { checkEmbedChoice } from "./check-embed-choice";
import { EMBED_FIT } from "./preview-embed";

/**
 * "View in your room" in a widget: one of its artworks at one of its sizes and frames as a 3D
 * framed print at true size, built as share pages build theirs, the art fitted as in its previews.
 */
export async function buildEmbedModel(deps: Pick<AppDeps, "db" | "storage">, widget: WidgetRow, choice: Omit<EmbedChoice, "templateId">, format: ModelFormat): Promise<Uint8Array> {
  const render = checkEmbedChoice(widget, choice);
  const artwork = await findArtwork(deps.db, choice.artworkId, { userId: widget.userId, tokenHash: null });
  const printCm = render.size ?? null;
  const face = await makePrintFace(deps.storage, artwork, printCm, EMBED_FIT);
  return buildPrintModel(face, { ...render, printCm }, format);
}

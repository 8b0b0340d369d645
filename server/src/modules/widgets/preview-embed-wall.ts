import { createHash } from "node:crypto";
import type { EmbedChoice } from "@shared/embed";
import { formatPrintSize, type PrintSize } from "@shared/print-size";
import type { AppDeps } from "../../lib/context";
import type { TemplateRow, WidgetRow } from "../../db/schema";
import { TEMPLATE_LIMITS, inspectImage, type Point } from "../../image";
import { badRequest, notFound } from "../../lib/errors";
import { findArtwork } from "../artworks";
import { renderPreview, type RenderableTemplate } from "../rendering";
import { MIN_DETECTED_SHARE, quadProblem } from "../templates";
import { EMBED_WALL_ID, EMBED_WALL_NOT_FOUND, embedWallKey } from "./embed-wall-files";
import { checkEmbedChoice } from "./check-embed-choice";
import { EMBED_FIT } from "./preview-embed";

const WALL_PHOTO_LIGHT = "off";

/**
 * The shopper's photo as the preview renderer takes a bare wall seen at an angle: the framed
 * print's corners on `quad` (TL, TR, BR, BL in the stored ≤ 400 px copy's pixels, which is both
 * the full and the preview image). A quad off the photo, crossed, concave or a speck is 400.
 */
function wallPhotoTemplate(key: string, wallId: string, width: number, height: number, quad: Point[], size: PrintSize): RenderableTemplate {
  const problem = quadProblem(quad, width, height, MIN_DETECTED_SHARE);
  // The rule rooms' windows follow, said of the picture.
  if (problem) throw badRequest(problem.replace(/window/g, "picture"));
  const anchor: Point = [quad.reduce((sum, p) => sum + p[0], 0) / 4, quad.reduce((sum, p) => sum + p[1], 0) / 4];
  // The scale along the top edge: what the row records; the render takes its own from the quad.
  const pxPerCm = Math.hypot(quad[1]![0] - quad[0]![0], quad[1]![1] - quad[0]![1]) / size.widthCm;
  const row: TemplateRow = {
    id: 0,
    name: "Your wall",
    imageUrl: "",
    category: "room",
    featured: false,
    aspectRatio: null,
    color: null,
    roomType: null,
    width,
    height,
    windows: [],
    pxPerCm,
    wallAnchor: anchor,
    defaultSize: formatPrintSize(size),
    psd: null,
    ownerUserId: null,
    createdAt: new Date(0),
  };
  const version = createHash("sha1").update(JSON.stringify(quad)).digest("base64url").slice(0, 12);
  const wall = { pxPerCm, anchor, defaultSize: size, quad };
  return { row, file: `${wallId}.png`, keys: { full: key, preview: key, layers: "", previewLayers: "" }, version, width, height, windows: [], wall };
}

/**
 * A shopper's preview on their own wall photo: the widget's artwork at one of its sizes and
 * frames, its print on the corners the shopper set, through the studio's preview renderer for
 * bare walls. A photo of another widget, an unknown or swept id is 404.
 */
export async function previewEmbedWall(deps: Pick<AppDeps, "db" | "storage">, widget: WidgetRow, wallId: string, choice: Omit<EmbedChoice, "templateId">, quad: Point[]) {
  const render = checkEmbedChoice(widget, choice);
  const key = embedWallKey(widget.id, wallId);
  const photo = EMBED_WALL_ID.test(wallId) ? await deps.storage.get(key) : null;
  if (!photo) throw notFound(EMBED_WALL_NOT_FOUND);
  const { width, height } = await inspectImage(photo, TEMPLATE_LIMITS);
  const artwork = await findArtwork(deps.db, choice.artworkId, { userId: widget.userId, tokenHash: null });
  // The room's light is not read from the photo: the piece usually covers the painting detected
  // there, whose own light and dark would be imprinted on the art.
  return renderPreview(deps.storage, artwork, wallPhotoTemplate(key, wallId, width, height, quad, render.size!), EMBED_FIT, render, WALL_PHOTO_LIGHT);
}

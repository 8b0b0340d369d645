import { createHash } from "node:crypto";
import type { EmbedChoice } from "@shared/embed";
import { formatPrintSize, type PrintSize } from "@shared/print-size";
import type { AppDeps } from "../../lib/context";
import type { TemplateRow, WidgetRow } from "../../db/schema";
import { TEMPLATE_LIMITS, inspectImage, type Point } from "../../image";
import { badRequest, notFound } from "../../lib/errors";
import { findArtwork } from "../artworks";
import { renderPreview, type RenderableTemplate } from "../rendering";
import { EMBED_WALL_ID, EMBED_WALL_NOT_FOUND, embedWallKey } from "./embed-wall-files";
import { checkEmbedChoice } from "./check-embed-choice";
import { EMBED_FIT } from "./preview-embed";

/** Where the framed piece hangs on the shopper's photo: its centre and the photo's scale on the wall, in the stored copy's pixels. */
export type WallPlacement = { anchor: Point; pxPerCm: number };

const WALL_PHOTO_LIGHT = "off";

/** A photo spans at most this many cm of wall across (else the piece would be a few pixels), at least MIN. */
const MAX_SPAN_CM = 2000;
const MIN_SPAN_CM = 20;

/**
 * The shopper's photo as the preview renderer takes a bare wall (the framed print hung at its size,
 * in its frame and mat): its stored ≤ 400 px copy is both the full and the preview image.
 */
function wallPhotoTemplate(key: string, wallId: string, width: number, height: number, placement: WallPlacement, size: PrintSize): RenderableTemplate {
  const [x, y] = placement.anchor;
  if (x < 0 || y < 0 || x > width || y > height) throw badRequest("The piece's centre must be on the photo");
  if (placement.pxPerCm > width / MIN_SPAN_CM || placement.pxPerCm < width / MAX_SPAN_CM) throw badRequest(`scale must be between ${width / MAX_SPAN_CM} and ${width / MIN_SPAN_CM} px per cm on this photo`);
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
    pxPerCm: placement.pxPerCm,
    wallAnchor: placement.anchor,
    defaultSize: formatPrintSize(size),
    psd: null,
    origin: "uploaded",
    scene: null,
    ownerUserId: null,
    createdAt: new Date(0),
  };
  const version = createHash("sha1").update(JSON.stringify(placement)).digest("base64url").slice(0, 12);
  const wall = { pxPerCm: placement.pxPerCm, anchor: placement.anchor, defaultSize: size };
  return { row, file: `${wallId}.png`, keys: { full: key, preview: key, layers: "", previewLayers: "" }, version, width, height, windows: [], wall };
}

/**
 * A shopper's preview on their own wall photo: the widget's artwork at one of its sizes and
 * frames, hung where the shopper placed it at the photo's scale, through the studio's preview
 * renderer for bare walls. A photo of another widget, an unknown or swept id is 404.
 */
export async function previewEmbedWall(deps: Pick<AppDeps, "db" | "storage">, widget: WidgetRow, wallId: string, choice: Omit<EmbedChoice, "templateId">, placement: WallPlacement) {
  const render = checkEmbedChoice(widget, choice);
  const key = embedWallKey(widget.id, wallId);
  const photo = EMBED_WALL_ID.test(wallId) ? await deps.storage.get(key) : null;
  if (!photo) throw notFound(EMBED_WALL_NOT_FOUND);
  const { width, height } = await inspectImage(photo, TEMPLATE_LIMITS);
  const artwork = await findArtwork(deps.db, choice.artworkId, { userId: widget.userId, tokenHash: null });
  // The room's light is not read from the photo: the piece usually covers the painting detected
  // there, whose own light and dark would be imprinted on the art.
  return renderPreview(deps.storage, artwork, wallPhotoTemplate(key, wallId, width, height, placement, render.size!), EMBED_FIT, render, WALL_PHOTO_LIGHT);
}

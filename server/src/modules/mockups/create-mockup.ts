import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { createMockupSchema } from "@shared/mockups";
import { toSavedRenderOptions } from "@shared/render-options";
import type { AppDeps } from "../../lib/context";
import type { RoomLight } from "../../image";
import { savedMockups, type SavedMockupRow } from "../../db/schema";
import { badRequest, conflict } from "../../lib/errors";
import { type ArtworkOwner, findArtwork } from "../artworks";
import { findTemplate, renderFullMockup, resolveRenderOptions, defaultLight, makePrintFace } from "../rendering";
import { fileOfMockupUrl, mockupImageUrl, mockupKeys } from "./mockup-files";
import { storeMockupImage } from "./store-mockup-image";

export type CreateMockupBody = z.output<typeof createMockupSchema>;
type FromUpload = Extract<CreateMockupBody, { imageUrl: string }>;
type FromArtwork = Extract<CreateMockupBody, { artworkId: string }>;

const NOT_UPLOADED = "The mockup image was not found. Please try saving again.";
/** Namespace of the advisory locks that serialise claims on one uploaded image. */
const CLAIM_LOCK = 715_101;

/**
 * Saves a mockup to the user's gallery (unlimited on every plan, never counted): from an image
 * the user uploaded (spec form) or rendered here at full resolution from an artwork (studio form).
 */
export function createMockup(
  deps: AppDeps,
  userId: number,
  owner: ArtworkOwner,
  input: CreateMockupBody,
  light?: RoomLight,
): Promise<SavedMockupRow> {
  return "artworkId" in input ? saveRendered(deps, userId, owner, input, light) : saveUploaded(deps, userId, input);
}

/**
 * The upload must be this user's (its key holds the user id) and not yet another row's: two rows
 * sharing files would lose both images when either is deleted. The advisory lock makes the check
 * and the insert one step for concurrent requests on any instance.
 */
async function saveUploaded({ db, storage }: AppDeps, userId: number, input: FromUpload): Promise<SavedMockupRow> {
  const file = fileOfMockupUrl(input.imageUrl);
  if (!file || !(await storage.exists(mockupKeys(userId, file).full))) throw badRequest(NOT_UPLOADED);
  const imageUrl = mockupImageUrl(file);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK}, hashtext(${imageUrl}))`);
    const [taken] = await tx.select({ id: savedMockups.id }).from(savedMockups).where(eq(savedMockups.imageUrl, imageUrl)).limit(1);
    if (taken) throw conflict("This image is already saved as a mockup");
    const [row] = await tx
      .insert(savedMockups)
      .values({ userId, name: input.name, imageUrl, templateId: input.templateId ?? null, artworkUrl: input.artworkUrl ?? null })
      .returning();
    if (!row) throw new Error("Insert returned no row");
    return row;
  });
}

/** Renders the full-resolution mockup, stores its images, then the row; a failed insert removes the images. */
async function saveRendered({ db, storage }: AppDeps, userId: number, owner: ArtworkOwner, input: FromArtwork, requested: RoomLight | undefined): Promise<SavedMockupRow> {
  const artwork = await findArtwork(db, input.artworkId, owner);
  const template = await findTemplate(db, input.templateId, userId);
  const { fit, frame, frameWidth, mat, matWidth, size } = input;
  const render = { frame, frameWidth, mat, matWidth, size };
  const light = requested ?? defaultLight(template);
  const png = await renderFullMockup(storage, artwork, template, { fit, format: "png", render, light });
  // What the picture shows: a bare wall's default size when none was chosen; in a room, its own frame (and mat).
  const drawn = await resolveRenderOptions(storage, template, artwork, render);
  const saved = toSavedRenderOptions(fit, drawn, light);
  const printFace = await makePrintFace(storage, artwork, drawn.size ?? null, fit);
  const file = await storeMockupImage(storage, userId, png.data, printFace);
  try {
    const [row] = await db
      .insert(savedMockups)
      .values({ userId, name: input.name, imageUrl: mockupImageUrl(file), templateId: template.row.id, artworkUrl: null, renderOptions: saved })
      .returning();
    if (!row) throw new Error("Insert returned no row");
    return row;
  } catch (error) {
    await storage.deleteMany(Object.values(mockupKeys(userId, file))).catch(() => undefined);
    throw error;
  }
}

import type { WidgetSettings } from "@shared/widgets";
import type { Db } from "../../db/client";
import { badRequest } from "../../lib/errors";
import { keepArtworks } from "../artworks";
import { isCatalogueTemplate } from "./catalogue-template";

/**
 * Checks what a create or update asks for before anything is written: the artworks are the
 * user's (and are kept from now on), the default room is in the public catalogue.
 */
export async function checkWidgetSettings(db: Db, userId: number, input: WidgetSettings): Promise<void> {
  if (input.defaultTemplateId != null && !(await isCatalogueTemplate(db, input.defaultTemplateId))) {
    throw badRequest("defaultTemplateId must be a template of the catalogue");
  }
  await keepArtworks(db, userId, input.artworkIds);
}

/** The row's columns for these settings. */
export const widgetColumns = (input: WidgetSettings) => ({
  artworkIds: input.artworkIds,
  domains: input.domains,
  sizes: input.sizes,
  frames: input.frames,
  defaultTemplateId: input.defaultTemplateId ?? null,
});

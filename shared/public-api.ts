import { z } from "zod";
import { ARTWORK_ID, renderQuerySchema } from "./artworks";
import { MAX_SERIAL_ID } from "./constants";
import { lightQuerySchema } from "./rooms";
import { templateSchema } from "./templates";

const artworkId = z.string({ error: "artworkId is required" }).regex(ARTWORK_ID, "artworkId is not an artwork id");
const templateId = z
  .number({ error: "templateId must be a template id" })
  .int("templateId must be a template id")
  .positive("templateId must be a template id")
  .max(MAX_SERIAL_ID, "templateId must be a template id");

/**
 * POST /api/v1/renders: one artwork in one template, with every studio option under the names
 * of `render-options.ts` (fit, frame, frameWidth, mat, matWidth, size, light) and the download's
 * format (png, jpeg) and quality; `width` up to the template's own width.
 */
export const renderRequestSchema = z
  .object({
    artworkId,
    templateId,
    width: z.number({ error: "width must be a whole number of pixels" }).int("width must be a whole number of pixels").positive("width must be a whole number of pixels").optional(),
  })
  .extend(renderQuerySchema.shape)
  .extend(lightQuerySchema.shape);
export type RenderRequest = z.input<typeof renderRequestSchema>;

/** A render as a link (`Accept: application/json`): the image, fetched with the same key. */
export const renderUrlSchema = z.object({ url: z.string() });

/** A template the key's user may render into: the catalogue's, or one of their own rooms. */
export const apiTemplateSchema = templateSchema.extend({ own: z.boolean() });
export const apiTemplateListSchema = z.array(apiTemplateSchema);

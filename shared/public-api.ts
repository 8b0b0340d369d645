import { z } from "zod";
import { ARTWORK_ID, renderQuerySchema } from "./artworks";
import { MAX_SERIAL_ID } from "./constants";
import { EXPORT_MAX_ITEMS } from "./exports";
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

/** The placeholders a batch's `namePattern` may use. */
export const NAME_PATTERN_FIELDS = ["artwork", "template", "size", "n"] as const;
/** Without a `namePattern`: one folder per artwork, the template's name and the file's number. */
export const DEFAULT_NAME_PATTERN = "{artwork}/{template}-{n}";
const PLACEHOLDER = /\{([^{}]*)\}/g;
const patternMessage = "namePattern may use only {artwork}, {template}, {size} and {n}";

/**
 * POST /api/v1/batches: every artwork in every template on the render queue, with the options of
 * a single render (except `width`: each file is its template's full size, or the plan's cap).
 */
export const batchRequestSchema = z
  .object({
    artworkIds: z.array(artworkId).min(1, "artworkIds must name at least one artwork").max(EXPORT_MAX_ITEMS).meta({ example: ["f3Jk8LmN2pQr5StUv7WxYz"] }),
    templateIds: z.array(templateId).min(1, "templateIds must name at least one template").max(EXPORT_MAX_ITEMS).meta({ example: [1, 2] }),
    webhookUrl: z
      .url({ protocol: /^https?$/, error: "webhookUrl must be an http or https URL" })
      .max(2000, "webhookUrl must be at most 2000 characters")
      .optional()
      .meta({ example: "https://example.com/hooks/mockups" }),
    namePattern: z
      .string()
      .min(1, "namePattern must not be empty")
      .max(200, "namePattern must be at most 200 characters")
      .refine((pattern) => [...pattern.matchAll(PLACEHOLDER)].every(([, name]) => (NAME_PATTERN_FIELDS as readonly string[]).includes(name ?? "")), patternMessage)
      .optional()
      .meta({ example: "{artwork}/{template}-{size}-{n}" }),
  })
  .extend(renderQuerySchema.shape)
  .extend(lightQuerySchema.shape)
  .refine((body) => body.artworkIds.length * body.templateIds.length <= EXPORT_MAX_ITEMS, {
    message: `A batch holds at most ${EXPORT_MAX_ITEMS} files (artworks × templates)`,
    path: ["templateIds"],
  })
  .meta({ example: { artworkIds: ["f3Jk8LmN2pQr5StUv7WxYz"], templateIds: [1, 2], fit: "expand", format: "jpeg", namePattern: "{artwork}/{template}-{n}" } });
export type BatchRequest = z.input<typeof batchRequestSchema>;

export const batchCreatedSchema = z.object({ id: z.string() }).meta({ example: { id: "Qm9vdHN0cmFwcGluZ0FBQQ" } });

export const BATCH_STATUSES = ["queued", "running", "done", "failed"] as const;

/** GET /api/v1/batches/{id}: progress, the files that failed and why, the ZIP's URL once done. */
export const batchStatusSchema = z.object({
  id: z.string(),
  status: z.enum(BATCH_STATUSES),
  /** Files rendered so far. */
  done: z.number().int(),
  total: z.number().int(),
  errors: z.array(z.object({ artworkId: z.string(), templateId: z.number().int(), message: z.string() })),
  /** Null until the batch is done. */
  zipUrl: z.string().nullable(),
});
export type BatchStatus = z.infer<typeof batchStatusSchema>;

/** Where a batch's status and ZIP are. */
export const batchUrl = (id: string) => `/api/v1/batches/${id}`;
export const batchZipUrl = (id: string) => `/api/v1/batches/${id}/zip`;

import { z } from "zod";
import { EXPORT_FORMATS, fitSchema } from "./artworks";
import { EXPORT_MAX_ITEMS } from "./constants";
import { renderOptionsSchema } from "./render-options";

export { EXPORT_MAX_ITEMS } from "./constants";
/** A finished export can be downloaded for this long; then its files are swept (410). */
export const EXPORT_TTL_MS = 24 * 60 * 60_000;
const GB = 1024 ** 3;
/**
 * Finished ZIPs a user keeps on the server at once, by plan: past it the oldest go first (410,
 * like an expired one). Each is still kept at most EXPORT_TTL_MS.
 */
export const EXPORT_STORAGE_CAP_BYTES = { free: 2 * GB, premium: 10 * GB } as const;

const tooMany = `An export holds at most ${EXPORT_MAX_ITEMS} files`;
const empty = "Choose at least one mockup to export";

export const exportItemSchema = z.object({
  artworkId: z.string({ error: "artworkId is required" }).min(1, "artworkId is required").max(100),
  templateId: z.number({ error: "Invalid template id" }).int("Invalid template id").positive("Invalid template id"),
  fit: fitSchema,
});
export type ExportItem = z.input<typeof exportItemSchema>;

const format = z.enum(EXPORT_FORMATS, { error: "format must be png or jpeg" }).default("png");

/**
 * POST /api/exports: artwork × template renders (studio) or saved mockups (gallery), one of the
 * two. One object rather than a union, so each field's own message reaches the caller.
 */
export const createExportSchema = z
  .object({
    items: z.array(exportItemSchema).min(1, empty).max(EXPORT_MAX_ITEMS, tooMany).optional(),
    mockupIds: z
      .array(z.number().int("Invalid mockup id").positive("Invalid mockup id"))
      .min(1, empty)
      .max(EXPORT_MAX_ITEMS, tooMany)
      .refine((ids) => new Set(ids).size === ids.length, "Each mockup can be exported once")
      .meta({ uniqueItems: true })
      .optional(),
    format,
    /** The studio's frame, mat and print size, for every item (saved mockups keep their own). */
    render: renderOptionsSchema.optional(),
  })
  .refine((body) => (body.items === undefined) !== (body.mockupIds === undefined), "Send either items or mockupIds")
  .meta({
    oneOf: [{ required: ["items"] }, { required: ["mockupIds"] }],
    example: { items: [{ artworkId: "f3Jk8LmN2pQr5StUv7WxYz", templateId: 1, fit: "expand" }], format: "png" },
  });
export type CreateExportInput = z.input<typeof createExportSchema>;

export const createExportResponseSchema = z.object({ id: z.string(), total: z.number().int() });
export type CreateExportResponse = z.infer<typeof createExportResponseSchema>;

export const EXPORT_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type ExportStatusName = (typeof EXPORT_STATUSES)[number];

export const exportStatusSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  /** Files rendered so far. */
  done: z.number().int(),
  /** Files that could not be rendered (left out of the ZIP, not counted). */
  failed: z.number().int(),
  total: z.number().int(),
  /** Present once the ZIP can be downloaded. */
  downloadUrl: z.string().optional(),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Bytes of the files rendered so far (what the export holds on the server). */
  bytes: z.number().int(),
});
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** GET /api/exports: the user's exports still on the server, newest first, and their space. */
export const exportListSchema = z.object({
  exports: z.array(exportStatusSchema),
  storage: z.object({ usedBytes: z.number().int(), capBytes: z.number().int() }),
});
export type ExportList = z.infer<typeof exportListSchema>;

export { exportDownloadUrl, exportStatusUrl } from "./api-urls";

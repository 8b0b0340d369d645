import { z } from "zod";
import { ARTWORK_ID, fitSchema } from "./artworks";
import { MAX_SERIAL_ID } from "./constants";
import { renderOptionsSchema, savedRenderOptionsSchema } from "./render-options";

const NAME_MAX = 120;
const name = z
  .string({ error: "Mockup name is required" })
  .trim()
  .min(1, "Mockup name is required")
  .max(NAME_MAX, `Mockup name must be at most ${NAME_MAX} characters`);

const templateId = z
  .number({ error: "Invalid template id" })
  .int("Invalid template id")
  .positive("Invalid template id")
  .max(MAX_SERIAL_ID, "Invalid template id");

/**
 * POST /api/mockups. Either the spec's form (an `imageUrl` from POST /api/mockups/upload) or the
 * studio's form (artwork + template + fit: the server renders the full-resolution image).
 */
export const createMockupSchema = z.union([
  z.object({
    name,
    artworkId: z.string({ error: "Invalid artwork id" }).regex(ARTWORK_ID, "Invalid artwork id"),
    templateId: templateId,
    fit: fitSchema,
  }).extend(renderOptionsSchema.shape),
  z.object({
    name,
    imageUrl: z.string({ error: "imageUrl is required" }).min(1, "imageUrl is required").max(500),
    templateId: templateId.nullable().optional(),
    artworkUrl: z.string().max(500).nullable().optional(),
  }),
], {
  // Both forms failing gives zod's bare "Invalid input": say what is wrong with the form the body
  // is evidently in (an artworkId means the studio form), e.g. "mat must be one of …".
  error: (issue) => {
    if (issue.code !== "invalid_union" || !("errors" in issue)) return undefined;
    const input = issue.input;
    const studio = typeof input === "object" && input !== null && "artworkId" in input && !("imageUrl" in input);
    return issue.errors[studio ? 0 : 1]?.[0]?.message;
  },
}).meta({ example: { name: "Sunset in the hall", artworkId: "f3Jk8LmN2pQr5StUv7WxYz", templateId: 1, fit: "expand", frame: "oak", mat: "white", size: "50x70cm" } });
export type CreateMockupInput = z.input<typeof createMockupSchema>;

export const savedMockupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Display size (not full resolution): /api/mockups/images/{file} */
  imageUrl: z.string(),
  /** imageUrl + ?thumbnail=true */
  thumbnailUrl: z.string(),
  /** Full-quality download, counted on the free plan: /api/mockups/download/{id} */
  downloadUrl: z.string(),
  templateId: z.number().int().nullable(),
  /** The fit, frame, mat and size it was rendered with; null for uploaded images and older mockups. */
  options: savedRenderOptionsSchema.nullable(),
  createdAt: z.string(),
});
export type SavedMockup = z.infer<typeof savedMockupSchema>;

export const mockupUploadResponseSchema = z.object({ imageUrl: z.string() });

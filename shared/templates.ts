import { z } from "zod";
import { DEFAULT_TEMPLATE_CATEGORY } from "./constants";
import { placedWindowsSchema, roomWindowSchema } from "./quads";

export const templateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  category: z.string(),
  featured: z.boolean(),
  aspectRatio: z.string().nullable(),
  color: z.string().nullable(),
  roomType: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  windowCount: z.number().int(),
  /**
   * Where the art goes: `under` a transparent window (a cut-out template), or `over` an opaque
   * photo (a frame found in it; its corners can be corrected). Absent means `under`.
   */
  placement: z.enum(["under", "over"]).optional(),
});
export type Template = z.infer<typeof templateSchema>;

const TEXT_MAX = 200;

export const createTemplateSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(TEXT_MAX, `Name must be at most ${TEXT_MAX} characters`),
  imageUrl: z.string({ error: "Please upload an image or provide an image URL" }).min(1, "Please upload an image or provide an image URL").max(500),
  category: z.string().trim().max(TEXT_MAX).optional().transform((c) => c || DEFAULT_TEMPLATE_CATEGORY),
  featured: z.boolean({ error: "featured must be true or false" }).default(false),
  /** For a photo (an opaque upload): the corrected corners of its windows; absent keeps what was found. */
  windows: placedWindowsSchema.optional(),
});
export type CreateTemplateInput = z.input<typeof createTemplateSchema>;

export const updateTemplateSchema = z.object({
  featured: z.boolean({ error: "featured must be true or false" }),
});

/** PUT /api/templates/{id}/windows: a photo template's corrected corners. */
export const updateTemplateWindowsSchema = z.object({ windows: placedWindowsSchema });
export type UpdateTemplateWindowsInput = z.infer<typeof updateTemplateWindowsSchema>;

/** A photo template's windows, for the admin's corner editor. */
export const templateWindowsSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  windows: z.array(roomWindowSchema),
});
export type TemplateWindows = z.infer<typeof templateWindowsSchema>;

export const templateUploadResponseSchema = z.object({
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  windowCount: z.number().int(),
  aspectRatio: z.string().nullable(),
  /** `over`: an opaque photo, its windows found (or proposed) for the admin to check in the corner editor. */
  placement: z.enum(["under", "over"]).optional(),
  windows: z.array(roomWindowSchema).optional(),
});
export type TemplateUploadResponse = z.infer<typeof templateUploadResponseSchema>;

/** "Mockup #12 - 4x3 - Black - Living Room.png" → its parts (spec §2 filename format). */
export function parseTemplateName(fileOrName: string) {
  const base = fileOrName.replace(/\.(png|jpe?g)$/i, "").trim();
  const parts = base.split(" - ").map((p) => p.trim());
  const ratio = parts[1]?.toLowerCase().match(/^(\d+)\s*[x:]\s*(\d+)$/);
  return {
    name: base,
    number: mockupNumber(base),
    aspectRatio: ratio ? `${ratio[1]}x${ratio[2]}` : null,
    color: parts[2] ? parts[2].toLowerCase() : null,
    roomType: parts[3] ? parts[3].toLowerCase() : null,
  };
}

/** The N of "Mockup #N …", or null for names without a number. */
export function mockupNumber(name: string): number | null {
  const m = name.match(/#\s*(\d+)/);
  return m ? Number(m[1]) : null;
}

/** Spec §3: by the number in "Mockup #N" names; names without a number come last (then by name). */
export function compareTemplateNames(a: string, b: string): number {
  const na = mockupNumber(a);
  const nb = mockupNumber(b);
  if (na !== null && nb !== null && na !== nb) return na - nb;
  if (na === null && nb !== null) return 1;
  if (na !== null && nb === null) return -1;
  return a.localeCompare(b);
}

/**
 * GET /api/templates/catalogue-status: how far the first start's starter catalogue install has
 * got. `installing` while templates are still being drawn (`installed` of `total` are in the
 * catalogue), then `ready` (also when the starter catalogue is switched off: installed = total).
 */
export const catalogueStatusSchema = z.object({
  status: z.enum(["installing", "ready"]),
  installed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type CatalogueStatus = z.infer<typeof catalogueStatusSchema>;

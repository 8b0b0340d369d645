import { z } from "zod";
import { DEFAULT_TEMPLATE_CATEGORY } from "./constants";
import { formatPrintSize, printSizeSchema } from "./print-size";
import { placedWindowsSchema, quadSchema, roomWindowSchema } from "./quads";
import { psdImportSchema, smartObjectChoiceSchema } from "./psd";
import { ROOM_LIGHTS, TEMPLATE_ORIGINS, WALL_ORIENTATIONS, compareText } from "./template-kinds";

/** What a rendered room says of itself (catalogue/rendered/<room>/room.json): its light, wall finish and camera. */
export const renderedSceneSchema = z.object({
  light: z.enum(ROOM_LIGHTS),
  /** The art wall's finish: paint, plaster, brick, concrete, panelling, wallpaper… */
  wall: z.string(),
  orientation: z.enum(WALL_ORIENTATIONS),
  /** Who or what rendered it, when room.json says (`credit`); the templates API gives a default otherwise. */
  credit: z.string().optional(),
});
export type RenderedScene = z.infer<typeof renderedSceneSchema>;

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
  /** A bare wall's scale, pixels per cm on the wall in the full-size image; null for window templates. */
  pxPerCm: z.number().nullable(),
  /** A bare wall's placement anchor (centre of the framed piece), full-size pixels; null elsewhere. */
  anchor: z.tuple([z.number(), z.number()]).nullable(),
  /** A bare wall's print size when the user chose none (`60x80cm`); null elsewhere. */
  defaultSize: z.string().nullable(),
  /**
   * Where the art goes: `under` a transparent window (a cut-out template), or `over` an opaque
   * photo (a frame found in it; its corners can be corrected). Absent means `under`.
   */
  placement: z.enum(["under", "over"]).optional(),
  /** A PSD template: its smart objects (which receive the art) and the self-test against Photoshop. */
  psd: psdImportSchema.optional(),
  /** `rendered`: a room rendered from a 3D scene (listed first); `drawn`: a drawn starter room; `uploaded`: an admin's upload. */
  origin: z.enum(TEMPLATE_ORIGINS),
  /** A rendered room's light; null for other templates. */
  light: z.enum(ROOM_LIGHTS).nullable(),
  /** A rendered room's wall finish (`paint`, `brick`…); null for other templates. */
  wall: z.string().nullable(),
  /** Whether a rendered room's camera faces the art wall (`straight-on`) or sees it at an angle; null for other templates. */
  orientation: z.enum(WALL_ORIENTATIONS).nullable(),
  /** A rendered room's render credit ("Rendered room · Blender Cycles"), shown small on its card; null for other templates. */
  credit: z.string().nullable(),
  /** A rendered room's art places, full-size pixels, corners TL, TR, BR, BL as the scene's camera projects them. */
  windows: z.array(z.object({ quad: quadSchema })).optional(),
});
export type Template = z.infer<typeof templateSchema>;

/** Larger than any photo gives (a 12000 px image of a 10 cm wall); smaller than any wall photo needs. */
export const PX_PER_CM_RANGE = [0.05, 1000] as const;
const PX_PER_CM_MESSAGE = `pxPerCm must be a number of pixels per cm between ${PX_PER_CM_RANGE[0]} and ${PX_PER_CM_RANGE[1]}`;
const ANCHOR_MESSAGE = "anchor must be [x, y]: a point in the image, in pixels";

/**
 * A bare wall's scale and anchor, as the admin sets them (a reference line of known length gives
 * `pxPerCm`, a click gives `anchor`). Whether the anchor lies in the image and the default size fits
 * is checked against the image on the server.
 */
export const wallScaleSchema = z.object(
  {
    pxPerCm: z
      .number({ error: PX_PER_CM_MESSAGE })
      .refine(Number.isFinite, PX_PER_CM_MESSAGE)
      .min(PX_PER_CM_RANGE[0], PX_PER_CM_MESSAGE)
      .max(PX_PER_CM_RANGE[1], PX_PER_CM_MESSAGE),
    anchor: z.tuple([z.number({ error: ANCHOR_MESSAGE }).min(0, ANCHOR_MESSAGE), z.number({ error: ANCHOR_MESSAGE }).min(0, ANCHOR_MESSAGE)], { error: ANCHOR_MESSAGE }),
    /** Stored as written by `formatPrintSize` (`60x80cm`). */
    defaultSize: printSizeSchema.transform(formatPrintSize),
  },
  { error: "wall must be an object with pxPerCm, anchor and defaultSize" },
);
export type WallScale = z.output<typeof wallScaleSchema>;
export type WallScaleInput = z.input<typeof wallScaleSchema>;

const TEXT_MAX = 200;

export const createTemplateSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(TEXT_MAX, `Name must be at most ${TEXT_MAX} characters`),
  imageUrl: z.string({ error: "Please upload an image or provide an image URL" }).min(1, "Please upload an image or provide an image URL").max(500)
    .meta({ description: "The `imageUrl` POST /api/templates/upload answered", example: "/api/templates/images/kX2b9QvR0sLm4TzA7cNw.png" }),
  category: z.string().trim().max(TEXT_MAX).optional().transform((c) => c || DEFAULT_TEMPLATE_CATEGORY),
  featured: z.boolean({ error: "featured must be true or false" }).default(false),
  /** Makes the template a bare wall (required when its image has no transparent window). */
  wall: wallScaleSchema.optional(),
  /** For a photo (an opaque upload): the corrected corners of its windows; absent keeps what was found. */
  windows: placedWindowsSchema.optional(),
  /** For a PSD: the smart objects that receive the art; absent keeps the default choice. */
  smartObjects: smartObjectChoiceSchema.optional(),
}).meta({ example: { name: "Mockup #1 - 3x2 - Black - Hall", imageUrl: "/api/templates/images/kX2b9QvR0sLm4TzA7cNw.png", category: "Living room", featured: false } });
export type CreateTemplateInput = z.input<typeof createTemplateSchema>;

/** PUT /api/templates/{id}: the featured flag (spec), and/or a bare wall's scale (`null` removes it). */
export const updateTemplateSchema = z
  .object({
    featured: z.boolean({ error: "featured must be true or false" }).optional(),
    wall: wallScaleSchema.nullable().optional(),
  })
  .refine((body) => body.featured !== undefined || body.wall !== undefined, { message: "Send featured or wall" })
  .meta({ anyOf: [{ required: ["featured"] }, { required: ["wall"] }], example: { featured: true } });
export type UpdateTemplateInput = z.input<typeof updateTemplateSchema>;

/** PUT /api/templates/{id}/windows: a photo template's corrected corners. */
export const updateTemplateWindowsSchema = z.object({ windows: placedWindowsSchema }).meta({ example: { windows: [{ quad: [[120, 80], [480, 80], [480, 320], [120, 320]] }] } });
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
  psd: psdImportSchema.optional(),
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
  return compareText(a, b);
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

import { z } from "zod";

const pointSchema = z.tuple([z.number().finite(), z.number().finite()], { error: "A corner is [x, y] in the image's pixels" });

/** Four corners TL, TR, BR, BL in the image's pixels. */
export const quadSchema = z.array(pointSchema, { error: "quad must be four [x, y] corners" }).length(4, "quad must have exactly four corners");

export const roomWindowSchema = z.object({
  quad: quadSchema,
  /** True when the engine found this window (a transparent one, or a frame in the photo); false for the fallback or a hand-placed quad. */
  detected: z.boolean(),
});
export type RoomWindow = z.infer<typeof roomWindowSchema>;

/** Hand-placed windows (rooms and photo templates): one to 20 quads. */
export const placedWindowsSchema = z
  .array(z.object({ quad: quadSchema }), { error: "windows must be a list of { quad }" })
  .min(1, "At least one window is needed")
  .max(20, "At most 20 windows");


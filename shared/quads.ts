import { z } from "zod";

const pointSchema = z.tuple([z.number().finite(), z.number().finite()], { error: "A corner is [x, y] in the image's pixels" }).meta({ minItems: 2, maxItems: 2 });

/** Four corners TL, TR, BR, BL in the image's pixels. */
export const quadSchema = z.array(pointSchema, { error: "quad must be four [x, y] corners" }).length(4, "quad must have exactly four corners")
  .meta({ minItems: 4, maxItems: 4, example: [[120, 80], [480, 80], [480, 320], [120, 320]] });

export const roomWindowSchema = z.object({
  quad: quadSchema,
  /** True when the engine found this window (a transparent one, or a frame in the photo); false for the fallback or a hand-placed quad. */
  detected: z.boolean(),
});
export type RoomWindow = z.infer<typeof roomWindowSchema>;

/**
 * Windows a room or photo template may have: each is a render of the art into the photo, so
 * the count bounds a render's work (server/src/modules/templates/check-windows.ts holds the rule).
 */
export const MAX_WINDOWS = 12;
/** Said for the first window past MAX_WINDOWS, by the body check and the server's rule alike. */
export const TOO_MANY_WINDOWS_MESSAGE = `Window ${MAX_WINDOWS + 1}: a template has at most ${MAX_WINDOWS} windows`;

/** Hand-placed windows (rooms and photo templates): one to MAX_WINDOWS quads. */
export const placedWindowsSchema = z
  .array(z.object({ quad: quadSchema }), { error: "windows must be a list of { quad }" })
  .min(1, "At least one window is needed")
  .max(MAX_WINDOWS, TOO_MANY_WINDOWS_MESSAGE);

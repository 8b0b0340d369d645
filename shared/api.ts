import { z } from "zod";

/** Every error the API returns has this shape (spec §8, rules of the house). */
export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

export const okSchema = z.object({ success: z.literal(true) });

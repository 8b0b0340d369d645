import { z } from "zod";
import { ERROR_CODES } from "./error-codes";

/** Every error the API returns has this shape (spec §8, rules of the house); `code` is for programs. */
export const errorSchema = z.object({ message: z.string(), code: z.enum(ERROR_CODES) });
export type ApiError = z.infer<typeof errorSchema>;

export const okSchema = z.object({ success: z.literal(true) });

import { type User, userSchema } from "@shared/auth";

/** The user from the server's answer, checked; loaded on demand (it brings zod along). */
export const parseUser = (json: unknown): User => userSchema.parse(json);

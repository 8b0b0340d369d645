import type { ZodType } from "zod";
import { errorSchema } from "@shared/api";

/** Small builders so each route's OpenAPI description stays one readable object. */
export const jsonBody = <T extends ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

export const jsonResponse = <T extends ZodType>(schema: T, description: string) => ({
  content: { "application/json": { schema } },
  description,
});

/** The 401 of every route that needs the session cookie (openapi-document.ts reads it so). */
export const NOT_SIGNED_IN = "Not signed in";

export const errorResponse = (description: string) => jsonResponse(errorSchema, description);

/** The error answers every route may give, by status. */
export const commonErrors = {
  400: errorResponse("Invalid input"),
  503: errorResponse("A dependency (database, storage, payments) is unreachable"),
} as const;

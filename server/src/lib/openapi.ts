import { z } from "@hono/zod-openapi";
import type { ZodType } from "zod";

/** A text field beside a multipart upload's file. */
type TextField = { type: "string"; description?: string; minLength?: number; maxLength?: number; example?: string };
import { errorSchema } from "@shared/api";
import { limitReachedSchema } from "@shared/billing";

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

/**
 * A multipart upload's body: a required binary `image` (plus `fields`). A plain OpenAPI schema, not
 * zod: the generated validator would read the whole body into memory before the route streams it
 * (a Photoshop file can be 300 MB).
 */
export const multipartImage = (description: string, fields: Record<string, TextField> = {}) => ({
  body: {
    content: {
      "multipart/form-data": {
        schema: { type: "object" as const, properties: { image: { type: "string" as const, format: "binary", description }, ...fields }, required: ["image"] },
      },
    },
    required: true,
  },
});

/**
 * The small uploads (artworks, saved mockups) as they have always been declared: a zod schema, so
 * another content type is refused with 415 before the route runs. The document still says what
 * the route requires: the binary `image` (and openapi-document.ts marks the body required).
 */
export const smallMultipartImage = (description: string) => ({
  body: {
    content: {
      "multipart/form-data": { schema: z.object({ image: z.any().meta({ type: "string", format: "binary", description }) }).meta({ required: ["image"] }) },
    },
    required: false,
  },
});

/** A counted download's 403: the free plan's limit (its own body), or a refusal such as a cross-site request (`{message, code}`). */
export const limitReachedOrRefused = (description: string) => jsonResponse(z.union([limitReachedSchema, errorSchema]), `${description}; or a cross-site request refused`);

/** The error answers every route may give, by status. */
export const commonErrors = {
  400: errorResponse("Invalid input"),
  503: errorResponse("A dependency (database, storage, payments) is unreachable"),
} as const;

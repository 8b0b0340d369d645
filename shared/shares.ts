import { z } from "zod";

/** A share link's token: 24 random bytes as base64url, the only key a visitor has. */
export const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

/** The expiries the share dialog offers, in days (null: never). */
export const SHARE_EXPIRY_DAYS = [null, 1, 7, 30] as const;

/** POST /api/mockups/{id}/share. Without `expiresAt` the link lasts until it is revoked. */
export const createShareSchema = z.object({
  allowDownload: z.boolean({ error: "allowDownload must be true or false" }).default(false),
  expiresAt: z.iso
    .datetime({ offset: true, error: "expiresAt must be an ISO date and time" })
    .refine((value) => Date.parse(value) > Date.now(), "expiresAt must be in the future")
    .nullable()
    .optional()
    .meta({ description: "When the link stops working (in the future); none: until revoked", example: "2099-12-31T23:59:59Z" }),
}).meta({ example: { allowDownload: true, expiresAt: "2099-12-31T23:59:59Z" } });
export type CreateShareInput = z.input<typeof createShareSchema>;

export const createdShareSchema = z.object({ token: z.string(), url: z.string() });
export type CreatedShare = z.infer<typeof createdShareSchema>;

/** One of the owner's links to a mockup, as GET /api/mockups/{id}/shares lists them. */
export const shareSchema = createdShareSchema.extend({
  mockupId: z.number().int(),
  allowDownload: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Share = z.infer<typeof shareSchema>;

export const shareTokenParam = z.object({ token: z.string().regex(SHARE_TOKEN, "No such share link").meta({ example: "q3Vb0cX9sLm4TzA7cNwKd2Rf8hYj1pQe" }) });

import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { createShareSchema } from "@shared/shares";
import type { Db } from "../../db/client";
import { savedMockups, shareLinks, type ShareLinkRow } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { MOCKUP_NOT_FOUND } from "../mockups";

/** 24 random bytes: 32 base64url characters (`SHARE_TOKEN`), unguessable. */
const newShareToken = () => randomBytes(24).toString("base64url");

/** A new public link to one of the user's saved mockups (another user's is "not found"). */
export async function createShare(db: Db, userId: number, mockupId: number, input: z.output<typeof createShareSchema>): Promise<ShareLinkRow> {
  const [mockup] = await db
    .select({ id: savedMockups.id })
    .from(savedMockups)
    .where(and(eq(savedMockups.id, mockupId), eq(savedMockups.userId, userId)))
    .limit(1);
  if (!mockup) throw notFound(MOCKUP_NOT_FOUND);
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  const [row] = await db
    .insert(shareLinks)
    .values({ token: newShareToken(), userId, mockupId, allowDownload: input.allowDownload, expiresAt })
    .returning();
  if (!row) throw new Error("Insert returned no row");
  return row;
}

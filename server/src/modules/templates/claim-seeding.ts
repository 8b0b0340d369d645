import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { appState } from "../../db/schema";

/** A seeding run that has not reported for this long is taken to have died. */
const STALE_AFTER = "10 minutes";

/**
 * Lets exactly one instance seed, once. The claim is a row: inserting it (or taking over a
 * stale one) wins; "done" means never again, even if the admin later empties the catalogue.
 */
export async function claimSeeding(db: Db, key: string): Promise<boolean> {
  const inserted = await db.insert(appState).values({ key, value: "running" }).onConflictDoNothing().returning();
  if (inserted.length) return true;
  const takenOver = await db
    .update(appState)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(appState.key, key), eq(appState.value, "running"), lt(appState.updatedAt, sql`now() - ${STALE_AFTER}::interval`)))
    .returning();
  return takenOver.length > 0;
}

export async function touchSeeding(db: Db, key: string, value: "running" | "done"): Promise<void> {
  await db.update(appState).set({ value, updatedAt: sql`now()` }).where(eq(appState.key, key));
}

import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions } from "../../db/schema";

type Tx = Pick<Db, "delete">;

/** Signs the user out everywhere except `keep` (the session making the change), or everywhere. */
export async function endOtherSessions(db: Tx, userId: number, keep: string | null): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep ? ne(sessions.id, keep) : undefined));
}

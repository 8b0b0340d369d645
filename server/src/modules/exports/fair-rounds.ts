import { and, eq, inArray, max, min } from "drizzle-orm";
import type { Db } from "../../db/client";
import { exportItems, exports } from "../../db/schema";

/**
 * The fair queue: each user's items take consecutive rounds and the queue serves the lowest round
 * first (its priority is -round; among equals, the oldest). A new export starts at the round being
 * served now, or after the user's own last pending item, whichever is later: one user's three
 * 500-item ZIPs keep their order, and another user's one-image ZIP is served at the next round,
 * after at most one item of each export ahead of it (round robin across users).
 *
 * @returns the round of the new export's first item.
 */
export async function firstRound(tx: Db, userId: number): Promise<number> {
  const pending = and(eq(exportItems.state, "pending"), inArray(exports.status, ["queued", "running"]));
  const [all] = await tx
    .select({ frontier: min(exportItems.round) })
    .from(exportItems)
    .innerJoin(exports, eq(exports.id, exportItems.exportId))
    .where(pending);
  const [own] = await tx
    .select({ last: max(exportItems.round) })
    .from(exportItems)
    .innerJoin(exports, eq(exports.id, exportItems.exportId))
    .where(and(pending, eq(exports.userId, userId)));
  const frontier = all?.frontier ?? 0;
  return own?.last === null || own?.last === undefined ? frontier : Math.max(frontier, own.last + 1);
}

import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginLockouts } from "../../db/schema";
import { AppError } from "../../lib/errors";

/** Typos and a forgotten password take a few tries; a guesser needs thousands. */
export const LOGIN_FAILURES_BEFORE_LOCK = 5;
/** The first lock is short (a real user barely notices); each further failure doubles it. */
const FIRST_LOCK_SECONDS = 60;
/** The cap keeps a victim of someone else's guessing able to sign in the same day. */
const MAX_LOCK_SECONDS = 60 * 60;
/** A day without attempts forgets the count: an old streak of typos does not lock anyone. */
const FORGET_AFTER = sql`interval '24 hours'`;

const lockedMessage = (until: Date) => {
  const minutes = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 60_000));
  return `Too many failed sign-ins for this account. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
};

/**
 * Counts a sign-in attempt for `account` (the lower-cased e-mail) before its password is
 * checked, or refuses it with 429 while the account is locked. One statement, so concurrent
 * guesses from any number of addresses and instances are counted one by one: the attempt that
 * reaches the threshold sets the lock, and every later one finds it. A success clears the row
 * (`clearLoginFailures`).
 */
export async function claimLoginAttempt(db: Db, account: string): Promise<void> {
  const t = loginLockouts;
  const stale = sql`${t.lastAttemptAt} < now() - ${FORGET_AFTER}`;
  const failures = sql`case when ${stale} then 1 else ${t.failures} + 1 end`;
  const lockSeconds = sql`least(${MAX_LOCK_SECONDS}, ${FIRST_LOCK_SECONDS} * power(2, greatest(0, ${failures} - ${LOGIN_FAILURES_BEFORE_LOCK})))`;
  const [claimed] = await db
    .insert(t)
    .values({ account, failures: 1, lastAttemptAt: sql`now()`, lockedUntil: null })
    .onConflictDoUpdate({
      target: t.account,
      set: {
        failures,
        lastAttemptAt: sql`now()`,
        lockedUntil: sql`case when ${failures} >= ${LOGIN_FAILURES_BEFORE_LOCK} then now() + make_interval(secs => ${lockSeconds}) else null end`,
      },
      // While locked the row is left as it is, and nothing comes back.
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= now()`,
    })
    .returning({ failures: t.failures });
  if (claimed) return;
  const [row] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.account, account)).limit(1);
  const until = row?.lockedUntil ?? new Date(Date.now() + FIRST_LOCK_SECONDS * 1000);
  const retryAfter = String(Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000)));
  throw new AppError("rate_limited", lockedMessage(until), {}, { "Retry-After": retryAfter });
}

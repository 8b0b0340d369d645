import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { SIGNED_IN_COOKIE } from "@shared/constants";
import type { AppEnv } from "./context";
import type { Db } from "../db/client";
import { sessions, users, type UserRow } from "../db/schema";
import { forbidden, unauthorized } from "./errors";
import { isHttps } from "./http";
import { rowCache, rowTag, type Loaded } from "./row-cache";
import { timed } from "./server-timing";

export const SESSION_COOKIE = "sid";
const DAY_MS = 86_400_000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a session: the cookie carries a random token, the database only its hash. */
export async function startSession(c: Context<AppEnv>, userId: number): Promise<void> {
  const { db, config } = c.var.deps;
  const previous = getCookie(c, SESSION_COOKIE);
  if (previous) await db.delete(sessions).where(eq(sessions.id, hashToken(previous)));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + config.sessionDays * DAY_MS);
  await db.insert(sessions).values({ id: hashToken(token), userId, expiresAt });
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/",
    expires: expiresAt,
  });
  dropHints(c);
  setSignedInHint(c, token, expiresAt);
}

/**
 * The page-readable twin of the session cookie, expiring with it: without it the client does not
 * ask for the user, so a signed-out page makes no request that can only fail with a 401. Each
 * session's hint has its own name (a tag of the token that reveals nothing of it), so a late answer
 * to a request from a replaced session drops only that session's hint, never the new one.
 */
const hintName = (token: string) => `${SIGNED_IN_COOKIE}_${createHash("sha256").update(`hint:${token}`).digest("hex").slice(0, 12)}`;

function setSignedInHint(c: Context<AppEnv>, token: string, expiresAt: Date): void {
  setCookie(c, hintName(token), "1", { httpOnly: false, sameSite: "Lax", secure: isHttps(c), path: "/", expires: expiresAt });
}

/** Drops the hints this request carries, except the one named `keep`. */
function dropHints(c: Context<AppEnv>, keep?: string): void {
  for (const name of Object.keys(getCookie(c))) {
    if (name.startsWith(SIGNED_IN_COOKIE) && name !== keep) deleteCookie(c, name, { path: "/" });
  }
}

/** Removes the session cookie and its hint (sign-out, a deleted account). */
export function clearSessionCookies(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: "/" });
  dropHints(c);
}

export async function endSession(c: Context<AppEnv>): Promise<void> {
  if (c.var.sessionId) await c.var.deps.db.delete(sessions).where(eq(sessions.id, c.var.sessionId));
  clearSessionCookies(c);
}

type SessionUser = { user: UserRow; expiresAt: Date };

async function findSessionUser(db: Db, sessionId: string): Promise<Loaded<SessionUser> | null> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? { value: row, rows: [rowTag(sessions, sessionId), rowTag(users, row.user.id)], until: row.expiresAt.getTime() } : null;
}

/** The session's user, from memory while neither its session's row nor its own changes (row-cache.ts). */
const sessionUser = (db: Db, sessionId: string, asOf: number) => rowCache<SessionUser>(db, "session users").get(sessionId, () => findSessionUser(db, sessionId), asOf);

/**
 * Resolves the cookie to a user; an unknown or expired token is treated as signed out. The
 * signed-in hint is kept in step: added for a session that lacks it; any other hint the request
 * carries (a signed-out or replaced session's) is dropped by its own name.
 */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const sessionId = token && token.length <= 100 ? hashToken(token) : null;
  const found = sessionId ? await timed(c, "session", () => sessionUser(c.var.deps.db, sessionId, c.var.arrivedAt)) : null;
  if (found && sessionId) {
    c.set("user", found.user);
    c.set("sessionId", sessionId);
  }
  if (found && token) {
    const hint = hintName(token);
    dropHints(c, hint);
    if (getCookie(c, hint) === undefined) setSignedInHint(c, token, found.expiresAt);
  } else dropHints(c);
  await next();
};

export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.var.user;
  if (!user) throw unauthorized();
  return user;
}

/** Admins are the verified addresses in ADMIN_EMAILS (an unverified one could be anybody's), signed in: never through an API key. */
export function isAdmin(c: Context<AppEnv>, user: UserRow): boolean {
  if (c.var.apiKeyId !== null) return false;
  return user.emailVerifiedAt !== null && c.var.deps.config.adminEmails.includes(user.email.toLowerCase());
}

export function requireAdmin(c: Context<AppEnv>): UserRow {
  const user = requireUser(c);
  if (!isAdmin(c, user)) throw forbidden("Only the administrator can do this");
  return user;
}

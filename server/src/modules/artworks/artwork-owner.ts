import { createHash, randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { ANONYMOUS_ARTWORK_TTL_MS } from "@shared/retention";
import type { AppEnv } from "../../lib/context";
import { isHttps } from "../../lib/http";

/** The anonymous visitor's browser token; the database holds only its SHA-256 (`artworks.owner_token`). */
export const ANON_COOKIE = "anon";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Who is asking for an artwork: the signed-in user and/or the browser's anonymous token; `asOf`,
 * the request's arrival (`arrivedAt`), for the lookups made for it from memory.
 */
export type ArtworkOwner = { userId: number | null; tokenHash: string | null; asOf?: number };

export const hashAnonToken = (token: string) => createHash("sha256").update(token).digest("hex");

function cookieToken(c: Context<AppEnv>): string | null {
  const token = getCookie(c, ANON_COOKIE);
  return token && TOKEN.test(token) ? token : null;
}

/**
 * Both identities count: an anonymous visitor who signs in keeps the artworks this browser
 * uploaded before, and nobody else's.
 */
export function artworkOwner(c: Context<AppEnv>): ArtworkOwner {
  const token = cookieToken(c);
  return { userId: c.var.user?.id ?? null, tokenHash: token ? hashAnonToken(token) : null, asOf: c.var.arrivedAt };
}

/** This browser's token, or a new one (32 random bytes); set it with `setAnonCookie` once the upload is stored. */
export const anonToken = (c: Context<AppEnv>): string => cookieToken(c) ?? randomBytes(32).toString("base64url");

/** Refreshed on every anonymous upload, so it outlives every artwork made with it. */
export function setAnonCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, ANON_COOKIE, token, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isHttps(c),
    path: "/api",
    maxAge: ANONYMOUS_ARTWORK_TTL_MS / 1000,
  });
}

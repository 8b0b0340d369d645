import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { isTrustedPeer, normaliseAddress, resolveClientIp } from "./trusted-proxies";

/** What rate limits key on when there is no socket (requests made in-process, as in API tests). */
const NO_SOCKET = "local";

/** The address of whoever opened the TCP connection: the client, or our proxy. */
function peerAddress(c: Context<AppEnv>): string | null {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? normaliseAddress(address) : null;
  } catch {
    return null;
  }
}

/** The client's IP (TRUST_PROXY decides how far X-Forwarded-For is believed); "local" without a socket. */
export function clientIp(c: Context<AppEnv>): string {
  const peer = peerAddress(c);
  if (!peer) return NO_SOCKET;
  return resolveClientIp(peer, c.req.header("x-forwarded-for"), c.var.deps.config.trustProxy);
}

/** True when the connection comes from a proxy TRUST_PROXY names, so its X-Forwarded-* headers count. */
export function viaTrustedProxy(c: Context<AppEnv>): boolean {
  const peer = peerAddress(c);
  return isTrustedPeer(peer ?? NO_SOCKET, c.var.deps.config.trustProxy);
}

/**
 * The value our own proxy put in a single-valued X-Forwarded-* header: the right-most one (a
 * proxy that appends adds its value last), and only when the request came through that proxy.
 */
export function forwardedValue(c: Context<AppEnv>, header: "x-forwarded-proto" | "x-forwarded-host"): string | undefined {
  if (!viaTrustedProxy(c)) return undefined;
  const value = c.req.header(header)?.split(",").pop()?.trim();
  return value || undefined;
}

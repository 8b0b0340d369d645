import { BlockList, isIP } from "node:net";

/**
 * Who may write X-Forwarded-* headers we believe (TRUST_PROXY): a number of proxy hops in front
 * of us, or the addresses/CIDRs of our own proxies. Everything left of them the client wrote.
 */
export type TrustedProxies = { kind: "hops"; hops: number } | { kind: "list"; entries: string[]; list: BlockList };

/** More hops than any real deployment has; a bigger number is a typo. */
const MAX_HOPS = 10;

const family = (address: string) => (isIP(address) === 6 ? "ipv6" : "ipv4");

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) is 10.0.0.1; anything else as written. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Reads TRUST_PROXY: unset, `false` or `0` trusts nothing; `true` is one proxy (the usual single
 * load balancer); `2` is two; otherwise a comma-separated list like `10.0.0.0/8, 192.168.1.5`.
 * Throws a readable message for anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustedProxies {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false") return { kind: "hops", hops: 0 };
  if (text === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(`at most ${MAX_HOPS} proxy hops`);
    return { kind: "hops", hops };
  }
  const entries = text.split(",").map((e) => e.trim()).filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix, extra] = entry.split("/");
    const ip = normaliseAddress(address);
    const version = isIP(ip);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = version === 6 ? 128 : 32;
    if (!version || extra !== undefined || (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits && /^\d+$/.test(prefix ?? "")))) {
      throw new Error(`"${entry}" is not a number of hops, true/false, or an IP address or CIDR range`);
    }
    if (bits === undefined) list.addAddress(ip, family(ip));
    else list.addSubnet(ip, bits, family(ip));
  }
  return { kind: "list", entries, list };
}

/** An X-Forwarded-For entry as an address: tolerates ports ("1.2.3.4:80", "[::1]:80"); null if it is none. */
function toAddress(entry: string): string | null {
  const trimmed = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  const candidate = bracketed?.[1] ?? (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(trimmed) ? trimmed.replace(/:\d+$/, "") : trimmed);
  const address = normaliseAddress(candidate);
  return isIP(address) ? address : null;
}

/** True when `address` is one of our proxies by the list (a hop count trusts whoever is in front). */
export function isTrustedPeer(address: string, trusted: TrustedProxies): boolean {
  if (trusted.kind === "hops") return trusted.hops > 0;
  const ip = normaliseAddress(address);
  return isIP(ip) > 0 && trusted.list.check(ip, family(ip));
}

/**
 * The client's address: the right-most one not added by a trusted proxy. The chain is every
 * X-Forwarded-For entry, left to right, then the socket's peer. A client can prepend anything
 * it likes, but never past our own proxies, so forged first hops change nothing.
 */
export function resolveClientIp(peer: string, forwardedFor: string | undefined, trusted: TrustedProxies): string {
  const socket = normaliseAddress(peer);
  if (!isTrustedPeer(socket, trusted) || !forwardedFor) return socket;
  const chain = [...forwardedFor.split(",").map(toAddress), socket];
  let index = chain.length - 1;
  if (trusted.kind === "hops") {
    index = Math.max(0, chain.length - 1 - trusted.hops);
  } else {
    while (index > 0) {
      const address = chain[index];
      if (!address || !isTrustedPeer(address, trusted)) break;
      index--;
    }
  }
  // A malformed entry at that position came from a misconfigured proxy: the nearest real address to its right stands in.
  for (let i = index; i < chain.length; i++) {
    const address = chain[i];
    if (address) return address;
  }
  return socket;
}

import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { badRequest } from "../../lib/errors";

/** Loopback, private, link-local, shared (CGNAT), unspecified, multicast and reserved ranges: never a webhook receiver. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 3],
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

export const PRIVATE_WEBHOOK = "webhookUrl must not resolve to a loopback, private or link-local address";

/** True for an address a webhook may go to (an IPv4-mapped IPv6 address is judged as its IPv4 address). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return !blocked.check(mapped, "ipv4");
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? "ipv4" : "ipv6");
}

/**
 * A DNS lookup for the delivery's own connection that refuses private answers: the address
 * checked is the address connected to, so a name that changes its answer after the batch was
 * created (DNS rebinding) still cannot reach inside.
 */
export function publicOnlyLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, "", 4);
      const usable = allowPrivate ? addresses : addresses.filter((a) => isPublicAddress(a.address));
      if (usable.length === 0 || usable.length < addresses.length) {
        return callback(Object.assign(new Error(PRIVATE_WEBHOOK), { code: "EPRIVATE" }), "", 4);
      }
      if (options.all) return callback(null, usable);
      const first = usable[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** At batch creation: a webhookUrl whose host does not resolve, or resolves to a private address, is a 400 naming it. */
export async function checkWebhookUrl(url: string, allowPrivate: boolean): Promise<void> {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, "$1");
  const lookup = publicOnlyLookup(allowPrivate);
  await new Promise<void>((resolve, reject) =>
    lookup(host, { all: true }, (error) => {
      if (!error) return resolve();
      reject(badRequest((error as NodeJS.ErrnoException).code === "EPRIVATE" ? PRIVATE_WEBHOOK : `webhookUrl's host ${host} could not be resolved`));
    }),
  );
}

import { describe, expect, test } from "vitest";
import { loadConfig } from "../env";
import { isTrustedPeer, parseTrustProxy, resolveClientIp } from "./trusted-proxies";

describe("TRUST_PROXY", () => {
  test.each([
    [undefined, 0],
    ["", 0],
    ["false", 0],
    ["0", 0],
    ["true", 1],
    ["TRUE", 1],
    ["1", 1],
    ["2", 2],
  ])("%j trusts %i hops", (value, hops) => {
    expect(parseTrustProxy(value)).toEqual({ kind: "hops", hops });
  });

  test("a list of addresses and CIDRs trusts exactly those peers", () => {
    const trusted = parseTrustProxy("10.0.0.0/8, 192.168.1.5 ,fd00::/8");
    expect(trusted.kind).toBe("list");
    expect(isTrustedPeer("10.200.3.4", trusted)).toBe(true);
    expect(isTrustedPeer("::ffff:10.1.2.3", trusted)).toBe(true);
    expect(isTrustedPeer("192.168.1.5", trusted)).toBe(true);
    expect(isTrustedPeer("192.168.1.6", trusted)).toBe(false);
    expect(isTrustedPeer("fd12::1", trusted)).toBe(true);
    expect(isTrustedPeer("2001:db8::1", trusted)).toBe(false);
    expect(isTrustedPeer("not-an-ip", trusted)).toBe(false);
  });

  test.each(["yes", "10.0.0.0/33", "10.0.0.1/8/1", "300.1.1.1", "11", "10.0.0.0/x", "fd00::/129"])("%j is refused at start-up", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe("client IP", () => {
  const none = parseTrustProxy("false");
  const oneHop = parseTrustProxy("true");
  const twoHops = parseTrustProxy("2");
  const ours = parseTrustProxy("10.0.0.0/8");

  test("without trust the socket's peer is the client, whatever the headers say", () => {
    expect(resolveClientIp("203.0.113.9", "1.1.1.1", none)).toBe("203.0.113.9");
    expect(resolveClientIp("::ffff:203.0.113.9", undefined, none)).toBe("203.0.113.9");
  });

  test("behind one proxy the client is the address that proxy added, not the forged first hop", () => {
    expect(resolveClientIp("10.0.0.2", "203.0.113.7", oneHop)).toBe("203.0.113.7");
    expect(resolveClientIp("10.0.0.2", "6.6.6.6, 203.0.113.7", oneHop)).toBe("203.0.113.7");
    expect(resolveClientIp("10.0.0.2", "6.6.6.6,7.7.7.7, 203.0.113.7", oneHop)).toBe("203.0.113.7");
    // No header: the proxy itself is all we know.
    expect(resolveClientIp("10.0.0.2", undefined, oneHop)).toBe("10.0.0.2");
  });

  test("behind two proxies the client is the second address from the right", () => {
    expect(resolveClientIp("10.0.0.2", "6.6.6.6, 203.0.113.7, 10.0.0.9", twoHops)).toBe("203.0.113.7");
    // Fewer entries than hops: the left-most one is the best there is.
    expect(resolveClientIp("10.0.0.2", "203.0.113.7", twoHops)).toBe("203.0.113.7");
  });

  test("with a list, every trusted proxy is skipped from the right and the first other address is the client", () => {
    expect(resolveClientIp("10.0.0.2", "6.6.6.6, 203.0.113.7, 10.1.1.1", ours)).toBe("203.0.113.7");
    // A peer outside the list is itself the client; its header is the client's own writing.
    expect(resolveClientIp("198.51.100.4", "6.6.6.6, 10.1.1.1", ours)).toBe("198.51.100.4");
    // Only proxies in the chain: the left-most.
    expect(resolveClientIp("10.0.0.2", "10.3.3.3", ours)).toBe("10.3.3.3");
  });

  test("ports and brackets are tolerated; garbage at the client's position falls back to the proxy that reported it", () => {
    expect(resolveClientIp("10.0.0.2", "203.0.113.7:5123", oneHop)).toBe("203.0.113.7");
    expect(resolveClientIp("10.0.0.2", "[2001:db8::7]:443", oneHop)).toBe("2001:db8::7");
    expect(resolveClientIp("10.0.0.2", "6.6.6.6, <script>", oneHop)).toBe("10.0.0.2");
    expect(resolveClientIp("10.0.0.2", "unknown, 10.1.1.1", ours)).toBe("10.1.1.1");
  });
});

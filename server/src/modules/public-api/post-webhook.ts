import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { isPublicAddress, PRIVATE_WEBHOOK, publicOnlyLookup } from "./webhook-address";

/** A receiver that has not answered in this long is a failed attempt (retried like a 500). */
const WEBHOOK_TIMEOUT_MS = 10_000;
/** Enough of an answer to show on the account page; the rest is not read. */
const ERROR_MAX = 200;

export type PostOutcome = { statusCode: number; error: null } | { statusCode: null; error: string };

/**
 * POSTs `body` as JSON to `url` through a lookup that refuses private addresses (unless allowed),
 * so the address connected to is the address checked. No redirects are followed.
 */
export function postWebhook(url: string, body: string, headers: Record<string, string>, allowPrivate: boolean): Promise<PostOutcome> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  // An address written in the URL is connected to without any lookup: checked here instead.
  const literal = target.hostname.replace(/^\[(.*)\]$/, "$1");
  if (!allowPrivate && isIP(literal) !== 0 && !isPublicAddress(literal)) return Promise.resolve({ statusCode: null, error: PRIVATE_WEBHOOK });
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)), "User-Agent": "MockupStudio-Webhooks/1", ...headers },
        lookup: publicOnlyLookup(allowPrivate),
        timeout: WEBHOOK_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ statusCode: response.statusCode ?? 0, error: null }));
        response.on("error", (error) => resolve({ statusCode: null, error: error.message.slice(0, ERROR_MAX) }));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds`)));
    request.on("error", (error) => resolve({ statusCode: null, error: error.message.slice(0, ERROR_MAX) }));
    request.end(body);
  });
}

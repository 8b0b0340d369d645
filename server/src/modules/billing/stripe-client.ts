import Stripe from "stripe";
import type { Config } from "../../env";

type StripeConfig = NonNullable<Config["stripe"]>;

/**
 * Stripe answers in a few seconds; with one retry a hung connection still fails (503) in about
 * 20 s, before browsers and proxies give up (commonly 30-60 s).
 */
const STRIPE_TIMEOUT_MS = 10_000;
/** The SDK retries connection failures and 5xx once, with idempotency keys so nothing is created twice. */
const STRIPE_NETWORK_RETRIES = 1;

const clients = new WeakMap<StripeConfig, Stripe>();

/** One client per configuration; `apiBase` (tests, local fakes) replaces api.stripe.com. */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    const base = config.apiBase ? new URL(config.apiBase) : undefined;
    client = new Stripe(config.secretKey, {
      timeout: STRIPE_TIMEOUT_MS,
      maxNetworkRetries: STRIPE_NETWORK_RETRIES,
      ...(base && {
        host: base.hostname,
        port: base.port || (base.protocol === "http:" ? 80 : 443),
        protocol: base.protocol === "http:" ? "http" : "https",
      }),
    });
    clients.set(config, client);
  }
  return client;
}

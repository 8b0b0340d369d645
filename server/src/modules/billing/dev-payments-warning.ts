import type { Config } from "../../env";

/**
 * What the operator must hear at start-up: a production server handing out Premium without
 * payment (DEV_PAYMENTS=on, no Stripe keys). Null when there is nothing to say.
 */
export function devPaymentsWarning(config: Config): string | null {
  if (config.stripe || config.env !== "production" || !config.devPayments) return null;
  return "WARNING: DEV_PAYMENTS=on and no Stripe keys: anyone signed in can make their account Premium without paying. Use this only on a local or demo server.";
}

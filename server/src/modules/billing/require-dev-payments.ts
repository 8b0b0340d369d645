import type { Config } from "../../env";
import { forbidden } from "../../lib/errors";

export const PAYMENTS_ENABLED_MESSAGE = "Development mode only: payments are enabled on this server";
export const DEV_PAYMENTS_OFF_MESSAGE =
  "Development payments are switched off in production: set up Stripe, or start the server with DEV_PAYMENTS=on to allow them";

/**
 * The development stand-ins for payment (instant premium, back to free, the mock portal) only
 * run without Stripe keys, and in production only when the operator said DEV_PAYMENTS=on: a
 * production server that merely lacks keys must not hand out Premium for free.
 */
export function requireDevPayments(config: Config): void {
  if (config.stripe) throw forbidden(PAYMENTS_ENABLED_MESSAGE);
  if (!config.devPayments) throw forbidden(DEV_PAYMENTS_OFF_MESSAGE);
}

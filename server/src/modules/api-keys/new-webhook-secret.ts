import { randomBytes } from "node:crypto";

/** `whsec_` and 32 random bytes, like Stripe's: recognisable when pasted into a receiver's settings. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

import { createHmac } from "node:crypto";

/** `Mockup-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the user's webhook secret>`. */
export function signWebhook(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac("sha256", secret).update(`${unixSeconds}.${body}`).digest("hex");
  return `t=${unixSeconds},v1=${v1}`;
}

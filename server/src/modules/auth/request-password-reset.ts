import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import { users } from "../../db/schema";
import { sendMailLater } from "../../lib/mail/send-mail-later";
import { appUrl } from "../../lib/app-url";
import { accountEmails } from "./account-emails";
import { issueUserToken } from "./user-tokens";
import { ownsAddress } from "./address-owner";

/**
 * Mails a reset link if an account has this address. The lookup, the token and the mail all
 * happen after the response is decided, so neither the answer nor its timing says whether the
 * account exists.
 */
export function requestPasswordReset(c: Context<AppEnv>, email: string): void {
  const { db, config } = c.var.deps;
  // Built now: the request context is gone by the time the background work runs.
  const page = appUrl(c, "/reset-password");
  sendMailLater(config, async () => {
    const [user] = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(ownsAddress(email))
      .limit(1);
    if (!user) return null;
    const link = `${page}?token=${await issueUserToken(db, user.id, "reset", user.email)}`;
    return { to: user.email, link, ...accountEmails.reset(link) };
  });
}

import type { Context } from "hono";
import type { AppEnv } from "../../lib/context";
import type { UserRow } from "../../db/schema";
import { sendMail } from "../../lib/mail/send-mail";
import { appUrl } from "../../lib/app-url";
import { accountEmails } from "./account-emails";
import { issueUserToken } from "./user-tokens";

/**
 * Mails a fresh verification link for the user's current address (earlier links stop working).
 * An account registered with an address that already had one gets no link: the mail tells the
 * address's owner instead, and the asker sees the same answer.
 */
export async function sendVerificationEmail(c: Context<AppEnv>, user: UserRow): Promise<void> {
  const { db, config } = c.var.deps;
  if (user.addressInUse) {
    const link = appUrl(c, "/login");
    return sendMail(config, { to: user.email, link, ...accountEmails.registeredAgain(link) });
  }
  const token = await issueUserToken(db, user.id, "verify", user.email);
  const link = appUrl(c, `/verify-email?token=${token}`);
  await sendMail(config, { to: user.email, link, ...accountEmails.verify(link) });
}

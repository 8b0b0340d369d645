import { and, eq, ne } from "drizzle-orm";
import type { Context } from "hono";
import type { ChangeEmailInput } from "@shared/account";
import type { AppEnv } from "../../lib/context";
import { users, type UserRow } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { sendMail } from "../../lib/mail/send-mail";
import { accountEmails } from "./account-emails";
import { limitMailSends } from "./mail-rate-limits";
import { issueUserToken } from "./user-tokens";
import { appUrl } from "../../lib/app-url";
import { confirmCurrentPassword } from "./confirm-current-password";
import { ownsAddress } from "./address-owner";

/**
 * Mails a confirmation link to the new address and remembers it as pending; the account's
 * e-mail changes only when the link is followed (POST /api/auth/verify-email). If the mail
 * cannot be sent, the pending change is withdrawn again. An address that already has an account
 * gets the same answer, pending state and a mail of the same weight, but its mail tells its owner
 * (no link): the asker cannot learn which addresses have accounts.
 */
export async function requestEmailChange(c: Context<AppEnv>, user: UserRow, input: ChangeEmailInput): Promise<string> {
  const { db, config } = c.var.deps;
  await confirmCurrentPassword(db, user, input.currentPassword);
  const email = input.email;
  if (email.toLowerCase() === user.email.toLowerCase()) throw badRequest("This is already your e-mail address");
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ownsAddress(email), ne(users.id, user.id)))
    .limit(1);
  await limitMailSends(c, "change-email", email);

  const token = await db.transaction(async (tx) => {
    await tx.update(users).set({ pendingEmail: email }).where(eq(users.id, user.id));
    // The owner's address gets no link: following one would move nothing (it is taken).
    return taken ? null : issueUserToken(tx, user.id, "change-email", email);
  });
  const link = appUrl(c, token ? `/verify-email?token=${token}` : "/login");
  try {
    await sendMail(config, { to: email, link, ...(token ? accountEmails.changeEmail(link) : accountEmails.addressInUse(link)) });
  } catch (error) {
    await db.update(users).set({ pendingEmail: null }).where(and(eq(users.id, user.id), eq(users.pendingEmail, email)));
    throw error;
  }
  return email;
}

import { and, eq, ne, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { ChangeEmailInput } from "@shared/account";
import type { AppEnv } from "../../lib/context";
import { users, type UserRow } from "../../db/schema";
import { badRequest, conflict } from "../../lib/errors";
import { sendMail } from "../../lib/mail/send-mail";
import { accountEmails } from "./account-emails";
import { EMAIL_TAKEN_MESSAGE } from "./confirm-email-token";
import { limitMailSends } from "./mail-rate-limits";
import { issueUserToken } from "./user-tokens";
import { appUrl } from "../../lib/app-url";
import { confirmCurrentPassword } from "./confirm-current-password";

/**
 * Mails a confirmation link to the new address and remembers it as pending; the account's
 * e-mail changes only when the link is followed (POST /api/auth/verify-email). If the mail
 * cannot be sent, the pending change is withdrawn again.
 */
export async function requestEmailChange(c: Context<AppEnv>, user: UserRow, input: ChangeEmailInput): Promise<string> {
  const { db, config } = c.var.deps;
  await confirmCurrentPassword(db, user, input.currentPassword);
  const email = input.email;
  if (email.toLowerCase() === user.email.toLowerCase()) throw badRequest("This is already your e-mail address");
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, user.id)))
    .limit(1);
  if (taken) throw conflict(EMAIL_TAKEN_MESSAGE);
  await limitMailSends(c, "change-email", email);

  const token = await db.transaction(async (tx) => {
    await tx.update(users).set({ pendingEmail: email }).where(eq(users.id, user.id));
    return issueUserToken(tx, user.id, "change-email", email);
  });
  const link = appUrl(c, `/verify-email?token=${token}`);
  try {
    await sendMail(config, { to: email, link, ...accountEmails.changeEmail(link) });
  } catch (error) {
    await db.update(users).set({ pendingEmail: null }).where(and(eq(users.id, user.id), eq(users.pendingEmail, email)));
    throw error;
  }
  return email;
}

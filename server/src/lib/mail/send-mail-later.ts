import type { Config } from "../../env";
import { AppError } from "../errors";
import { type OutgoingEmail, sendMail } from "./send-mail";

/** Logs a failed send that nobody is waiting for (SMTP failures were already logged by sendMail). */
export function logMailFailure(error: unknown): void {
  if (error instanceof AppError) return;
  console.error(JSON.stringify({ t: new Date().toISOString(), level: "error", msg: "mail not sent", error: String(error) }));
}

/**
 * Sends without making the caller wait, so a response takes the same time whether or not a mail
 * went out (forgot-password must not reveal which addresses have accounts). Failures are logged.
 */
export function sendMailLater(config: Config, mail: () => Promise<OutgoingEmail | null>): void {
  void mail()
    .then((m) => (m ? sendMail(config, m) : undefined))
    .catch(logMailFailure);
}

import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../env";
import { AppError } from "../errors";
import type { ComposedEmail } from "./compose-email";

export type OutgoingEmail = ComposedEmail & {
  to: string;
  /** The one link the message carries; printed on the log in outbox mode so a developer can follow it. */
  link: string;
};

export const MAIL_UNAVAILABLE_MESSAGE = "We could not send the e-mail right now. Please try again shortly.";

/** How long an SMTP server may take to answer before the send fails (nodemailer waits minutes by default). */
const SMTP_TIMEOUT_MS = 15_000;

const transports = new Map<string, Transporter>();

/** One pooled transport per SMTP_URL: connections are reused between messages. */
function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    const parsed = new URL(url);
    transport = nodemailer.createTransport({
      pool: true,
      host: parsed.hostname,
      port: parsed.port ? Number(parsed.port) : parsed.protocol === "smtps:" ? 465 : 587,
      secure: parsed.protocol === "smtps:",
      auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
    transports.set(url, transport);
  }
  return transport;
}

/** Builds the RFC 5322 message without sending it: what the outbox stores. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });

/** Quoted-printable for the text parts: one predictable encoding for the tests' readers of the raw message. */
const message = (config: Config, mail: OutgoingEmail) => ({
  from: config.mailFrom,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  textEncoding: "quoted-printable" as const,
});

/**
 * Sends through SMTP_URL when it is set. Without it (the embedded default) the message is written
 * to DATA_DIR/outbox/ as an .eml file and its link is printed, so local development needs no mail
 * server. A refused or unreachable SMTP server is logged and becomes a 503 the caller can retry.
 */
export async function sendMail(config: Config, mail: OutgoingEmail): Promise<void> {
  if (config.smtpUrl) {
    try {
      await smtpTransport(config.smtpUrl).sendMail(message(config, mail));
    } catch (error) {
      console.error(JSON.stringify({ t: new Date().toISOString(), level: "error", msg: "mail not sent", subject: mail.subject, error: String(error) }));
      throw new AppError("unavailable", MAIL_UNAVAILABLE_MESSAGE);
    }
    return;
  }
  const info = await composer.sendMail(message(config, mail));
  const outbox = path.join(config.dataDir, "outbox");
  await mkdir(outbox, { recursive: true });
  // Time first so a directory listing sorts oldest to newest; the random part keeps names unique.
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`);
  // Written aside and renamed: whoever watches the outbox never reads half a message.
  await writeFile(`${file}.part`, info.message as Buffer);
  await rename(`${file}.part`, file);
  // Test runs register hundreds of users; the outbox files are what they read.
  if (config.env !== "test") console.log(`[mail] "${mail.subject}" to ${mail.to} saved to ${file}\n[mail] link: ${mail.link}`);
}

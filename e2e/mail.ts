import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";

/**
 * The e2e server runs without SMTP_URL, so its e-mails are .eml files in DATA_DIR/outbox
 * (playwright.config.ts sets DATA_DIR to E2E_DATA_DIR). These helpers read them like an inbox.
 */
const outboxDir = () => path.join(process.env.E2E_DATA_DIR ?? "", "outbox");

type OutboxMail = { file: string; to: string; subject: string; link: string };

const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function readOutbox(): OutboxMail[] {
  let files: string[];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith(".eml")).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(outboxDir(), file), "utf8");
    const [head = "", ...body] = raw.split(/\r?\n\r?\n/);
    const header = (name: string) => new RegExp(`^${name}: (.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
    const text = decodeQuotedPrintable(body.join("\n\n"));
    return { file, to: header("To").toLowerCase(), subject: header("Subject"), link: /https?:\/\/[^\s"<>]+/.exec(text)?.[0] ?? "" };
  });
}

/** Mails in the outbox for `to`, oldest first. */
export const mailsTo = (to: string) => readOutbox().filter((m) => m.to === to.toLowerCase());

/** Waits for mail number `already + 1` to `to` (sends may finish after the response) and returns it. */
export async function nextMailTo(to: string, already = 0): Promise<OutboxMail> {
  await expect.poll(() => mailsTo(to).length, { message: `a mail to ${to}`, timeout: 15_000 }).toBeGreaterThan(already);
  const mails = mailsTo(to);
  return mails[mails.length - 1]!;
}

/** The path and query of a mailed link, to open it on the test server. */
export const linkPath = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

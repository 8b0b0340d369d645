/** Undoes quoted-printable: soft line breaks and =XX escapes (our bodies are ASCII). */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export type ReadMail = { subject: string; to: string; text: string; link: string | null };

/** The parts of a raw RFC 5322 message the tests look at; the link is the first http(s) address. */
export function readMail(raw: string): ReadMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name: string) => new RegExp(`^${name}: (.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";
  const text = decodeQuotedPrintable(rest.join("\n\n"));
  return { subject: header("Subject"), to: header("To"), text, link: /https?:\/\/[^\s"<>]+/.exec(text)?.[0] ?? null };
}

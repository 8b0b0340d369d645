import { escapeHtml } from "../escape-html";

export const PRODUCT_NAME = "Mockup Studio";

export type EmailContent = {
  subject: string;
  /** One or two short paragraphs before the button. */
  intro: string;
  actionLabel: string;
  link: string;
  /** What to do if the mail was not expected, and how long the link lasts. */
  outro: string;
};

export type ComposedEmail = { subject: string; text: string; html: string };

/**
 * A plain-text body (read by many clients and by spam filters) and a matching HTML body with one
 * button. Inline styles only: mail clients drop <style> blocks and external sheets.
 */
export function composeEmail(content: EmailContent): ComposedEmail {
  const { subject, intro, actionLabel, link, outro } = content;
  const text = [`${PRODUCT_NAME}`, "", intro, "", `${actionLabel}:`, link, "", outro, "", `— The ${PRODUCT_NAME} team`].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f4;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellspacing="0" cellpadding="0">
<tr><td style="font-size:14px;font-weight:600;letter-spacing:.02em;color:#57534e;padding-bottom:16px">${PRODUCT_NAME}</td></tr>
<tr><td style="font-size:20px;font-weight:600;padding-bottom:12px">${escapeHtml(subject)}</td></tr>
<tr><td style="font-size:15px;line-height:1.6;padding-bottom:24px">${escapeHtml(intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escapeHtml(link)}" style="display:inline-block;background:#1c1917;color:#ffffff;text-decoration:none;font-weight:600;font-size:15px;padding:12px 20px;border-radius:8px">${escapeHtml(actionLabel)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.6;color:#57534e;padding-bottom:8px">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(link)}" style="color:#1c1917;word-break:break-all">${escapeHtml(link)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.6;color:#57534e">${escapeHtml(outro)}</td></tr>
</table></td></tr></table>
</body></html>`;
  return { subject, text, html };
}

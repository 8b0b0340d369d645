import { expect, type Page } from "@playwright/test";

type Document = { info: { title: string }; paths: Record<string, Record<string, { summary: string; "x-codeSamples": Array<{ label: string }> }>> };

/** Every request the page makes that leaves this machine, and every CSP refusal it logs. */
export function watchOffline(page: Page) {
  const external: string[] = [];
  const refused: string[] = [];
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (!["localhost", "127.0.0.1"].includes(url.hostname)) external.push(req.url());
  });
  page.on("console", (msg) => {
    if (/Content Security Policy|Refused to/i.test(msg.text())) refused.push(msg.text());
  });
  return { external, refused };
}

/** The operations' summaries, read from the document the page renders: new operations are checked too. */
export async function operationSummaries(page: Page): Promise<{ title: string; summaries: string[] }> {
  const doc = (await (await page.request.get("/api/v1/openapi.json")).json()) as Document;
  const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
  // Every operation carries its curl and TypeScript examples.
  for (const op of operations) expect(op["x-codeSamples"].map((s) => s.label)).toEqual(["curl", "TypeScript"]);
  return { title: doc.info.title, summaries: operations.map((op) => op.summary) };
}

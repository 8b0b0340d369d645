import type { Page, Response } from "@playwright/test";
import { previewRecordReader } from "../../shared/preview-stream";

/** One preview batch request as the browser met it (ms): the server's Server-Timing parts, and the network: time to first byte beyond the server's own. */
export type RequestTiming = { session?: number; limit?: number; db?: number; total?: number; network?: number };
/** One rendered preview's parts as its record says; `wait`: the render's time beyond compositing and encoding (a worker's queue). */
export type PreviewRenderTiming = { artwork?: number; template?: number; render?: number; wait?: number; composite?: number; encode?: number };
export type PreviewTimings = { requests: RequestTiming[]; previews: PreviewRenderTiming[]; unread: number };

/** What the page function below reads of the browser's Resource Timing (it runs there; the bench is typed for Node). */
type ResourceEntry = { name: string; requestStart: number; responseStart: number; serverTiming: { name: string; duration: number }[] };
type PageWithResources = { performance: { getEntriesByType(type: "resource"): ResourceEntry[]; clearResourceTimings(): void } };

const isBatch = (url: string) => /\/api\/artworks\/[^/]+\/previews\?/.test(url);

/**
 * Collects, from now, every preview batch response of `page`: its Server-Timing, its timing as
 * the page's Resource Timing saw it, and the timing in each record of its body. `done()` once
 * the page has shown what it asked for.
 */
export function watchPreviewTimings(page: Page) {
  const bodies: Promise<PreviewRenderTiming[]>[] = [];
  let unread = 0;
  const onResponse = (response: Response) => {
    if (!isBatch(response.url())) return;
    bodies.push(
      response.body().then((body) =>
        previewRecordReader()
          .push(body)
          .flatMap((record) => (record.ok && record.timing && !record.timing.cached ? [record.timing] : []))
          .map((t) => ({ ...t, wait: t.render !== undefined ? t.render - (t.composite ?? 0) - (t.encode ?? 0) : undefined })),
      ).catch(() => {
        unread += 1; // Chromium keeps no body for some streamed responses: those records go uncounted.
        return [];
      }),
    );
  };
  page.on("response", onResponse);
  return {
    async done(): Promise<PreviewTimings> {
      // Later batches (the next apply) are not this watch's: stop collecting before awaiting.
      page.off("response", onResponse);
      const previews = (await Promise.all(bodies)).flat();
      const requests = await page.evaluate(() => {
        const { performance } = globalThis as unknown as PageWithResources;
        const entries = performance.getEntriesByType("resource").filter((e) => /\/api\/artworks\/[^/]+\/previews\?/.test(e.name));
        performance.clearResourceTimings();
        return entries.map((e): RequestTiming => {
          const parts: Record<string, number> = Object.fromEntries(e.serverTiming.map((m) => [m.name, m.duration]));
          return { ...parts, network: e.responseStart - e.requestStart - (parts.total ?? 0) };
        });
      });
      return { requests, previews, unread };
    },
  };
}

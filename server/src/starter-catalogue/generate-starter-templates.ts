import { STARTER_TEMPLATE_COUNT } from "./describe-starter-template";
import { generateStarterTemplate } from "./generate-starter-template";
import type { StarterOptions, StarterTemplate } from "./starter-types";

/** Two at a time: each SVG rasterisation runs on one core, and the machine has two. */
export const STARTER_CONCURRENCY = 2;

/**
 * Yields the starter templates in catalogue order, rendering up to `concurrency` ahead, so a
 * caller can seed them one by one in the background without holding them all in memory.
 */
export async function* iterateStarterTemplates(opts: StarterOptions = {}): AsyncGenerator<StarterTemplate> {
  const limit = Math.max(1, opts.concurrency ?? STARTER_CONCURRENCY);
  const pending: Promise<StarterTemplate>[] = [];
  let next = 0;
  const start = () => {
    const p = generateStarterTemplate(next++, { scale: opts.scale });
    // A render that fails while an earlier one is awaited must not count as unhandled; it is rethrown in turn.
    p.catch(() => undefined);
    pending.push(p);
  };
  while (next < STARTER_TEMPLATE_COUNT && pending.length < limit) start();
  while (pending.length > 0) {
    const done = await (pending.shift() as Promise<StarterTemplate>);
    if (next < STARTER_TEMPLATE_COUNT) start();
    yield done;
  }
}

/** All starter templates (PNG plus catalogue fields and expected windows), in "Mockup #N" order. */
export async function generateStarterTemplates(opts: StarterOptions = {}): Promise<StarterTemplate[]> {
  const all: StarterTemplate[] = [];
  for await (const t of iterateStarterTemplates(opts)) all.push(t);
  return all;
}

import type { AppDeps } from "../../lib/context";
import { sweepExpiredArtworks } from "../artworks";
import { sweepExpiredExports } from "../exports";
import { sweepUnsavedMockupUploads } from "../mockups";
import { sweepExpiredShares } from "../shares";
import { sweepUnusedTemplateUploads } from "../templates";
import { sweepEmbedWalls } from "../widgets";

const SWEEP_EVERY_MS = 3_600_000;

const SWEEPS = {
  "artworks": sweepExpiredArtworks,
  "embed-walls": sweepEmbedWalls,
  "exports": sweepExpiredExports,
  "mockup-uploads": sweepUnsavedMockupUploads,
  "share-links": sweepExpiredShares,
  "template-uploads": sweepUnusedTemplateUploads,
} as const;

type Sweep = (deps: Pick<AppDeps, "db" | "storage">) => Promise<unknown>;

/**
 * Removes what visitors and abandoned uploads leave behind: now, then hourly, without keeping
 * the process alive. Every sweep is safe with several instances running it at once. `more`: the
 * sweeps of modules on maintenance's own level (the public API's), handed in by index.ts.
 */
export function startSweeps(deps: Pick<AppDeps, "db" | "storage">, more: Record<string, Sweep> = {}): () => void {
  const run = async () => {
    for (const [task, sweep] of Object.entries<Sweep>({ ...SWEEPS, ...more })) {
      await sweep(deps).catch((error: unknown) => {
        console.error(JSON.stringify({ t: new Date().toISOString(), level: "error", task: `sweep:${task}`, error: String(error) }));
      });
    }
  };
  void run();
  const timer = setInterval(() => void run(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

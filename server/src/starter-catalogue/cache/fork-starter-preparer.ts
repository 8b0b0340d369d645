import { fork } from "node:child_process";
import { EventEmitter, once } from "node:events";
import type { StarterSize } from "../starter-sizes";
import type { CachedStarter, PreparerMessage, StarterCacheLocation } from "./starter-cache-types";

/** The rooms of one size as the preparer reports them into the cache, by catalogue index. */
export type StarterPreparer = {
  /** The hero's file in the cache, once drawn. Rejects if the preparer fails first. */
  hero(): Promise<string>;
  /** Starter `index`, once it is in the cache. Rejects if the preparer fails first. */
  template(index: number): Promise<CachedStarter>;
};

/**
 * Runs build-starter-catalogue (the built program, or its source under tsx in tests) in a child
 * process that prepares `size` into the cache. A child, not threads of the server: drawing leaves
 * hundreds of MB of pixel buffers behind, and a child's memory all goes back when it exits.
 */
export function forkStarterPreparer(size: StarterSize, { dir, key, program }: Required<StarterCacheLocation>): StarterPreparer {
  const child = fork(program, [dir, key, size], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
    execArgv: program.endsWith(".ts") ? ["--import", "tsx"] : [],
  });
  const ready = new Map<number, CachedStarter>();
  let heroFile: string | undefined;
  /** undefined while it runs; null once it finished well. */
  let ended: Error | null | undefined;
  const changed = new EventEmitter();
  child.on("message", (m: PreparerMessage) => {
    if (m.type === "hero") heroFile = m.file;
    else ready.set(m.starter.info.index, m.starter);
    changed.emit("change");
  });
  child.once("error", (error) => {
    ended ??= error;
    changed.emit("change");
  });
  // "close", not "exit": it comes after the last message has been read.
  child.once("close", (code, signal) => {
    ended ??= code === 0 ? null : new Error(`preparing the starter rooms stopped (${signal ?? `exit code ${code}`})`);
    changed.emit("change");
  });

  async function waitFor<T>(what: string, get: () => T | undefined): Promise<T> {
    for (;;) {
      const value = get();
      if (value !== undefined) return value;
      if (ended !== undefined) throw ended ?? new Error(`the starter preparer finished without ${what}`);
      await once(changed, "change");
    }
  }
  return {
    hero: () => waitFor("the hero", () => heroFile),
    template: (index) => waitFor(`template #${index + 1}`, () => ready.get(index)),
  };
}

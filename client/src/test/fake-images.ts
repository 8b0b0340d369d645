import { onTestFinished } from "vitest";

type Pending = { src: string; load: () => void; fail: () => void };

/**
 * jsdom fetches no images. This plays the image server for images loaded through the `src`
 * property (how the studio preloads a rendered preview; React sets the attribute): each requested
 * URL stays pending until the test loads or fails it (a `load` or `error` event), or is answered
 * at once when `answer` says so.
 */
export function fakeImages({ answer }: { answer?: (src: string) => "load" | "fail" | "wait" } = {}) {
  const pending: Pending[] = [];
  const requested: string[] = [];
  const proto = HTMLImageElement.prototype;
  const original = Object.getOwnPropertyDescriptor(proto, "src")!;
  onTestFinished(() => {
    Object.defineProperty(proto, "src", original);
  });
  function setSrc(this: HTMLImageElement, src: string) {
    original.set!.call(this, src);
    if (src === "") return;
    requested.push(src);
    // Events come later, as a browser's would (after the caller has set its listeners).
    const entry: Pending = {
      src,
      load: () => queueMicrotask(() => this.dispatchEvent(new Event("load"))),
      fail: () => queueMicrotask(() => this.dispatchEvent(new Event("error"))),
    };
    const how = answer?.(src) ?? "wait";
    if (how === "load") entry.load();
    else if (how === "fail") entry.fail();
    else pending.push(entry);
  }
  Object.defineProperty(proto, "src", { configurable: true, get: original.get, set: setSrc });
  const take = (match: string | RegExp) => {
    const index = pending.findIndex((p) => (typeof match === "string" ? p.src.includes(match) : match.test(p.src)));
    if (index === -1) throw new Error(`No image is waiting for ${String(match)}; waiting: ${pending.map((p) => p.src).join(", ")}`);
    return pending.splice(index, 1)[0] as Pending;
  };
  return {
    /** Every URL loaded so far, in order. */
    requested,
    /** URLs still waiting for an answer. */
    waiting: () => pending.map((p) => p.src),
    load: (match: string | RegExp) => take(match).load(),
    fail: (match: string | RegExp) => take(match).fail(),
  };
}

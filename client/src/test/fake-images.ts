import { onTestFinished } from "vitest";

type Pending = { src: string; load: () => void; fail: () => void };

/**
 * jsdom fetches no images. This plays the image server for `img.decode()` (how the studio waits
 * for a rendered preview): each requested URL stays pending until the test loads or fails it,
 * or is answered at once when `answer` says so.
 */
export function fakeImages({ answer }: { answer?: (src: string) => "load" | "fail" | "wait" } = {}) {
  const pending: Pending[] = [];
  const requested: string[] = [];
  const proto = HTMLImageElement.prototype;
  const original = Object.getOwnPropertyDescriptor(proto, "decode");
  // jsdom has no decode() at all, so it is defined here and taken away again after the test.
  onTestFinished(() => {
    if (original) Object.defineProperty(proto, "decode", original);
    else delete (proto as Partial<HTMLImageElement>).decode;
  });
  const decode = function (this: HTMLImageElement): Promise<void> {
    const src = this.getAttribute("src") ?? "";
    requested.push(src);
    const how = answer?.(src) ?? "wait";
    if (how === "load") return Promise.resolve();
    if (how === "fail") return Promise.reject(new Error(`EncodingError: ${src}`));
    return new Promise<void>((resolve, reject) => {
      const entry: Pending = {
        src,
        load: () => resolve(),
        fail: () => reject(new Error(`EncodingError: ${src}`)),
      };
      pending.push(entry);
    });
  };
  Object.defineProperty(proto, "decode", { configurable: true, writable: true, value: decode });
  const take = (match: string | RegExp) => {
    const index = pending.findIndex((p) => (typeof match === "string" ? p.src.includes(match) : match.test(p.src)));
    if (index === -1) throw new Error(`No image is waiting for ${String(match)}; waiting: ${pending.map((p) => p.src).join(", ")}`);
    return pending.splice(index, 1)[0] as Pending;
  };
  return {
    /** Every URL decoded so far, in order. */
    requested,
    /** URLs still waiting for an answer. */
    waiting: () => pending.map((p) => p.src),
    load: (match: string | RegExp) => take(match).load(),
    fail: (match: string | RegExp) => take(match).fail(),
  };
}

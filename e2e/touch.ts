import type { CDPSession } from "@playwright/test";

/** Real touch input (Chromium turns it into pointer events with pointerType "touch"), finger by finger. */
export function touch(cdp: CDPSession) {
  const send = (type: "touchStart" | "touchMove" | "touchEnd", points: [number, number][]) =>
    cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 6, radiusY: 6 })) });
  return {
    start: (...points: [number, number][]) => send("touchStart", points),
    /** Moves every finger from `from` to `to` in steps, as a hand would. */
    async move(from: [number, number][], to: [number, number][], steps = 6) {
      for (let i = 1; i <= steps; i++) await send("touchMove", from.map(([x, y], f) => [x + ((to[f]![0] - x) * i) / steps, y + ((to[f]![1] - y) * i) / steps]));
    },
    end: () => send("touchEnd", []),
    /** Two fingers spread (or pinch) about `mid`, from `from` to `to` px apart horizontally, then lift. */
    async spread(mid: [number, number], from: number, to: number) {
      const at = (d: number): [number, number][] => [
        [mid[0] - d / 2, mid[1]],
        [mid[0] + d / 2, mid[1]],
      ];
      await send("touchStart", at(from));
      for (let i = 1; i <= 6; i++) await send("touchMove", at(from + ((to - from) * i) / 6));
      await send("touchEnd", []);
    },
  };
}

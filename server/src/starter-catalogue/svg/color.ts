/** Colours are "#rrggbb" strings: what SVG wants, and easy to write in palettes. */
export type Hex = string;

function channels(hex: Hex): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: number) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, "0");

/** Blends a toward b by t (0 = a, 1 = b). */
export function mix(a: Hex, b: Hex, t: number): Hex {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca.map((c, i) => toHex(c + ((cb[i] ?? 0) - c) * t)).join("")}`;
}

/** Multiplies brightness: k < 1 darkens toward black, k > 1 lightens toward white. */
export const shade = (c: Hex, k: number): Hex => (k <= 1 ? mix("#000000", c, k) : mix(c, "#ffffff", k - 1));

import { fmt } from "../svg/paint";

/** A leaf pointing up from (0, 0): length and width in millimetres, `round` 0.5 (narrow) to 1 (ovate). */
export function leafPath(length: number, width: number, round = 0.75): string {
  const w = width / 2;
  const l = -length;
  const a = fmt(l * (1 - round) * 0.6);
  const b = fmt(l * 0.85);
  return `M0 0C${fmt(w * 1.2)} ${a} ${fmt(w * 1.1)} ${b} 0 ${fmt(l)}C${fmt(-w * 1.1)} ${b} ${fmt(-w * 1.2)} ${a} 0 0Z`;
}

/** A leaf placed at (x, y) in millimetres, turned by angle degrees (0 = up). */
export const placedLeaf = (x: number, y: number, angle: number, d: string, fill: string, rib?: string): string =>
  `<g transform="translate(${fmt(x)} ${fmt(y)}) rotate(${fmt(angle)})"><path d="${d}" fill="${fill}"/>` +
  (rib ? `<path d="${rib}" fill="none" stroke="#d8e6c0" stroke-opacity="0.35" stroke-width="3"/>` : "") +
  `</g>`;

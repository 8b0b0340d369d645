import { distance } from "./geometry";
import type { TemplateWindow } from "./types";

/**
 * The window's own rectangle: the mean lengths of its opposite sides, or for a frame seen at an
 * angle a rectangle of its true ratio. The art is fitted to this before it is warped into the quad.
 */
export function measureWindow(window: TemplateWindow): { width: number; height: number } {
  const [tl, tr, br, bl] = window.quad;
  if (!tl || !tr || !br || !bl) return { width: window.box.width, height: window.box.height };
  const width = (distance(tl, tr) + distance(bl, br)) / 2;
  const height = (distance(tl, bl) + distance(tr, br)) / 2;
  // Seen at an angle, the sides are foreshortened: keep the pixel area, take the true ratio.
  if (!window.rectangular && window.aspect) {
    const area = width * height;
    return { width: Math.sqrt(area * window.aspect), height: Math.sqrt(area / window.aspect) };
  }
  return { width, height };
}

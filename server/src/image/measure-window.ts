import { distance } from "./geometry";
import type { TemplateWindow } from "./types";

/**
 * The window's own rectangle: the mean lengths of its opposite sides. For a frame seen at an
 * angle this is the size the art is fitted to before it is warped into the quad.
 */
export function measureWindow(window: TemplateWindow): { width: number; height: number } {
  const [tl, tr, br, bl] = window.quad;
  if (!tl || !tr || !br || !bl) return { width: window.box.width, height: window.box.height };
  return {
    width: (distance(tl, tr) + distance(bl, br)) / 2,
    height: (distance(tl, bl) + distance(tr, br)) / 2,
  };
}

import type { MatStyle } from "../../../../shared/render-options";
import { MAT_FINISHES } from "./frame-finishes";
import { inwardSlope, shadeSurface } from "./shade-surface";
import type { RawImage } from "../core";
import { valueNoise } from "./value-noise";

/** A bevel cut through 1.4 mm board at 45° shows about 2 mm of core. */
const BEVEL_CM = 0.2;
/** The board stands proud of the print: it shades the print's edge, most on the side away from the light. */
const MAT_SHADOW_CM = 0.12;

export type Opening = { left: number; top: number; width: number; height: number };

/**
 * A mat board of `width` × `height` px with the fitted print (`print`, RGB, exactly the opening's
 * size) in its opening: the face with a faint board texture, the bevelled inner edge lit from the
 * upper left (the bottom bevel catches the light, the top one is in shade, mitred at the corners)
 * and the board's soft shadow on the print's upper and left edges.
 */
export function drawMat(print: RawImage, width: number, height: number, opening: Opening, style: Exclude<MatStyle, "none">, pxPerCm: number): RawImage {
  const { face, core } = MAT_FINISHES[style];
  const out = new Uint8Array(width * height * 3);
  const bevel = Math.max(1, BEVEL_CM * pxPerCm);
  const shadow = Math.max(0.75, MAT_SHADOW_CM * pxPerCm);
  const x0 = opening.left;
  const y0 = opening.top;
  const x1 = x0 + opening.width;
  const y1 = y0 + opening.height;
  const grainScale = Math.max(2, pxPerCm * 0.35);
  const tmp = new Uint8Array(6);
  for (let y = 0; y < height; y++) {
    const py = y + 0.5;
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const at = (y * width + x) * 3;
      if (px >= x0 && px < x1 && py >= y0 && py < y1) {
        const src = ((y - y0) * print.width + (x - x0)) * print.channels;
        // Distance into the opening from its top and left edges: the board's shadow falls there.
        const d = Math.min(py - y0, px - x0);
        const dark = 1 - 0.28 * Math.exp(-d / shadow) - 0.08 * Math.exp(-Math.min(y1 - py, x1 - px) / shadow);
        for (let c = 0; c < 3; c++) out[at + c] = Math.round(print.data[src + (print.channels >= 3 ? c : 0)]! * dark);
        continue;
      }
      const ex = Math.max(x0 - px, 0, px - x1);
      const ey = Math.max(y0 - py, 0, py - y1);
      if (Math.max(ex, ey) < bevel) {
        // The bevel: two faces meet on the mitre diagonal; blend them over one pixel there.
        const horizontal: 0 | 2 = py < y0 ? 0 : 2;
        const vertical: 1 | 3 = px < x0 ? 3 : 1;
        const wH = Math.min(1, Math.max(0, 0.5 + (ey - ex)));
        // Inward the bevel falls towards the print: slope −1 (45°).
        const [hx, hy] = inwardSlope(horizontal, -1);
        const [vx, vy] = inwardSlope(vertical, -1);
        shadeSurface(tmp, 0, core, hx, hy, null);
        shadeSurface(tmp, 3, core, vx, vy, null);
        for (let c = 0; c < 3; c++) out[at + c] = Math.round(tmp[c]! * wH + tmp[3 + c]! * (1 - wH));
        continue;
      }
      // Board face: flat, with the faint mottling of cotton rag board.
      const k = 1 + (valueNoise(x / grainScale, y / grainScale, 7) - 0.5) * 0.02;
      for (let c = 0; c < 3; c++) out[at + c] = Math.min(255, Math.round(face[c]! * k));
    }
  }
  return { data: out, width, height, channels: 3 };
}

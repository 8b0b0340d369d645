import { projectPolygon } from "../geometry/camera";
import { pixelsPerMetre } from "../geometry/pixel-scale";
import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import { between } from "../../lib/random";
import { softShape } from "../svg/soft-shape";
import type { RoomShell } from "./scene-types";

/** Soft plaster mottling on the back wall: count, size (metres), and darken/lighten strength. Big and soft, so PNGs stay small. */
const MOTTLE = { count: 14, min: 0.4, max: 1.2, strength: 0.05 };
/** Points around each blotch. */
const STEPS = 20;

/** Low-contrast, large-scale tone variation, the way painted plaster never reads perfectly flat. */
export function drawWallTexture(c: Canvas, s: RoomShell): string {
  let out = "";
  const z = s.back - 0.001;
  for (let i = 0; i < MOTTLE.count; i++) {
    const centre: Vec3 = [between(c.rand, s.left, s.right), between(c.rand, 0.2, s.height), z];
    const r = between(c.rand, MOTTLE.min, MOTTLE.max);
    const stretch = between(c.rand, 0.6, 1.4);
    const pts = Array.from({ length: STEPS }, (_, k): Vec3 => {
      const a = (k / STEPS) * Math.PI * 2;
      return [centre[0] + r * stretch * Math.cos(a), centre[1] + (r / stretch) * Math.sin(a), z];
    });
    const strength = between(c.rand, -MOTTLE.strength, MOTTLE.strength);
    out += softShape(projectPolygon(c.cam, pts), r * 0.45 * pixelsPerMetre(c.cam, centre), strength < 0 ? "dark" : "light", Math.abs(strength));
  }
  return out;
}

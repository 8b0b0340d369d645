import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { mix, shade } from "../svg/color";
import { linearBox } from "../svg/paint";
import { between } from "../../lib/random";
import { billboard } from "./billboard";
import { roundShadow } from "./contact-shadow";
import { drawFrustum } from "./frustum";
import { drawFoliage } from "./foliage";
import type { PlantKind } from "./plant-kind";

export type PlantSpec = {
  kind: PlantKind;
  /** Centre of the pot's base, in metres. */
  base: Vec3;
  potRadius: number;
  potHeight: number;
  potColor: Hex;
  /** Foliage height above the pot, metres. */
  height: number;
};

/** A potted plant: a lit pot in perspective, foliage drawn flat at the pot's depth. */
export function drawPlant(c: Canvas, p: PlantSpec): string {
  const r = p.potRadius;
  const [x, y, z] = p.base;
  const top: Vec3 = [x, y + p.potHeight, z];
  const green = leafGreen(c, p.kind);
  return (
    roundShadow(c, p.base, r * 1.05) +
    drawFrustum(c, p.base, r * 0.82, r, p.potHeight, { color: p.potColor, cap: "#3b2f26" }) +
    billboard(c, top, drawFoliage(c, p.kind, p.height * 1000, r * 1000, green))
  );
}

/** Leaf fill per kind: a bounding-box gradient, darker at the base where leaves shade each other. */
function leafGreen(c: Canvas, kind: PlantKind): string {
  const tones: Record<PlantKind, Hex> = { fiddle: "#3f6a34", snake: "#35603a", olive: "#8c9a70", grass: "#d9c7a4" };
  const base = mix(tones[kind], "#1f2a18", between(c.rand, 0, 0.15));
  return linearBox(c, [0, 1], [0, 0], [
    [0, shade(base, 0.7)],
    [1, shade(base, 1.15)],
  ]);
}

import { projectPolygon } from "../geometry/camera";
import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { lit } from "../svg/lighting";
import { polygon } from "../svg/shapes";
import type { Mount } from "./mount";
import { mountPoint } from "./mount";

export type RugSpec = { mount: Mount; width: number; from: number; to: number; base: Hex; border: Hex };

/** Rug pile height: enough that its edge catches a line of light. */
const PILE = 0.008;
/** Border band inset from the edge, and its width, in metres. */
const BORDER = { inset: 0.07, width: 0.04 };

/** A flat-woven rug on the floor in front of a wall (from/to: distance from the wall), with a border band. */
export function drawRug(c: Canvas, r: RugSpec): string {
  const rect = (inset: number): Vec3[] => [
    mountPoint(r.mount, -r.width / 2 + inset, PILE, r.from + inset),
    mountPoint(r.mount, r.width / 2 - inset, PILE, r.from + inset),
    mountPoint(r.mount, r.width / 2 - inset, PILE, r.to - inset),
    mountPoint(r.mount, -r.width / 2 + inset, PILE, r.to - inset),
  ];
  const base = lit(c, r.base, [0, 1, 0]);
  const border = lit(c, r.border, [0, 1, 0]);
  return (
    polygon(projectPolygon(c.cam, rect(-0.004)), { fill: "#000", "fill-opacity": 0.18 }) +
    polygon(projectPolygon(c.cam, rect(0)), { fill: base }) +
    polygon(projectPolygon(c.cam, rect(BORDER.inset)), { fill: border }) +
    polygon(projectPolygon(c.cam, rect(BORDER.inset + BORDER.width)), { fill: base })
  );
}

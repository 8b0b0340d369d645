import type { Vec3 } from "../geometry/vec3";
import { facesCamera, projectPolygon } from "../geometry/camera";
import { scale } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import { shade } from "../svg/color";
import { polygon } from "../svg/shapes";
import { FINISHES } from "./frame-finishes";
import type { FrameSpec } from "./frame-model";
import { MAT_RECESS, outerHalf } from "./frame-model";
import type { Side } from "./moulding-segments";
import { SIDE_LIGHT, SIDES, ringSide } from "./moulding-segments";

/** The outward direction of one side's outer edge face. */
function outward(f: FrameSpec, side: Side): Vec3 {
  switch (side) {
    case "top":
      return scale(f.down, -1);
    case "bottom":
      return f.down;
    case "left":
      return scale(f.right, -1);
    case "right":
      return f.right;
  }
}

/** The moulding's outer edges, from the front face back to the wall: visible whenever the frame is off-axis. */
export function drawOuterSides(c: Canvas, f: FrameSpec): string {
  const half = outerHalf(f);
  return SIDES.map((side) => {
    const front = ringSide(f, side, half, half, f.depth);
    const back = ringSide(f, side, half, half, 0);
    const quad = [front(0, 0), front(1, 0), back(1, 0), back(0, 0)];
    if (!facesCamera(c.cam, front(0.5, 0), outward(f, side))) return "";
    const fill = shade(FINISHES[f.color].side, SIDE_LIGHT[side]);
    return polygon(projectPolygon(c.cam, quad), { fill });
  }).join("");
}

/** The rebate: the moulding's inner edge stepping down to the mat, in shade because it faces the window. */
export function drawRebate(c: Canvas, f: FrameSpec): string {
  const inner = { w: f.windowWidth / 2 + f.mat, h: f.windowHeight / 2 + f.mat };
  return SIDES.map((side) => {
    const front = ringSide(f, side, inner, inner, f.depth);
    const back = ringSide(f, side, inner, inner, f.depth - MAT_RECESS);
    if (!facesCamera(c.cam, front(0.5, 0), scale(outward(f, side), -1))) return "";
    const quad = [front(0, 0), front(1, 0), back(1, 0), back(0, 0)];
    const fill = shade(FINISHES[f.color].side, SIDE_LIGHT[side] * 0.7);
    return polygon(projectPolygon(c.cam, quad), { fill });
  }).join("");
}

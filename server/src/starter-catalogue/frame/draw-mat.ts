import { project, projectPolygon } from "../geometry/camera";
import type { Canvas } from "../svg/canvas";
import { shade } from "../svg/color";
import { linear } from "../svg/paint";
import { polygon } from "../svg/shapes";
import type { FrameSpec } from "./frame-model";
import { MAT_RECESS, frameRect, framePoint } from "./frame-model";
import { SIDE_LIGHT, SIDES, ringSide, sideCorners } from "./moulding-segments";

/** Museum mat board: a warm off-white that flatters most art. */
const MAT_COLOR = "#f2efe7";
/** The white core shown by the 45° bevel cut around the window. */
const BEVEL_COLOR = "#fbfaf6";
/** Bevel width in metres: a standard 45° cut through 1.5 mm board reads as about 4 mm. */
const BEVEL = 0.004;
/** How far the moulding's shadow reaches onto the mat, in metres (about the rebate depth). */
const SHADOW_REACH = 0.012;
/** Darkness of that shadow where it meets the moulding. */
const SHADOW_OPACITY = 0.3;

/** A shadow strip fading inward from one inner edge of the moulding (top or left: the key light is up-left). */
function edgeShadow(c: Canvas, f: FrameSpec, side: "top" | "left", n: number): string {
  const halfW = f.windowWidth / 2 + f.mat;
  const halfH = f.windowHeight / 2 + f.mat;
  const r = SHADOW_REACH;
  const pts =
    side === "top"
      ? [framePoint(f, -halfW, -halfH, n), framePoint(f, halfW, -halfH, n), framePoint(f, halfW, -halfH + r, n), framePoint(f, -halfW, -halfH + r, n)]
      : [framePoint(f, -halfW, -halfH, n), framePoint(f, -halfW + r, -halfH, n), framePoint(f, -halfW + r, halfH, n), framePoint(f, -halfW, halfH, n)];
  const from = project(c.cam, side === "top" ? framePoint(f, 0, -halfH, n) : framePoint(f, -halfW, 0, n));
  const to = project(c.cam, side === "top" ? framePoint(f, 0, -halfH + r, n) : framePoint(f, -halfW + r, 0, n));
  const fill = linear(c, from, to, [
    [0, "#3b3127", SHADOW_OPACITY],
    [0.35, "#3b3127", SHADOW_OPACITY * 0.4],
    [1, "#3b3127", 0],
  ]);
  return polygon(projectPolygon(c.cam, pts), { fill });
}

/** The passe-partout with its bevel and the moulding's shadow falling on it. */
export function drawMat(c: Canvas, f: FrameSpec): string {
  if (f.mat <= 0) return "";
  const n = f.depth - MAT_RECESS;
  const halfW = f.windowWidth / 2 + f.mat;
  const halfH = f.windowHeight / 2 + f.mat;
  const fill = linear(c, project(c.cam, framePoint(f, -halfW, -halfH, n)), project(c.cam, framePoint(f, halfW, halfH, n)), [
    [0, shade(MAT_COLOR, 1.02)],
    [1, shade(MAT_COLOR, 0.93)],
  ]);
  return (
    polygon(projectPolygon(c.cam, frameRect(f, halfW, halfH, n)), { fill }) +
    edgeShadow(c, f, "top", n) +
    edgeShadow(c, f, "left", n) +
    drawBevel(c, f, n)
  );
}

function drawBevel(c: Canvas, f: FrameSpec, n: number): string {
  const win = { w: f.windowWidth / 2, h: f.windowHeight / 2 };
  const outer = { w: win.w + BEVEL, h: win.h + BEVEL };
  // The bevel slopes toward the window, so each side faces the opposite way to the moulding's same side.
  const flip = { top: "bottom", bottom: "top", left: "right", right: "left" } as const;
  return SIDES.map((side) => {
    const pts = projectPolygon(c.cam, sideCorners(ringSide(f, side, outer, win, n)));
    return polygon(pts, { fill: shade(BEVEL_COLOR, Math.min(1, SIDE_LIGHT[flip[side]] * 1.05)) });
  }).join("");
}

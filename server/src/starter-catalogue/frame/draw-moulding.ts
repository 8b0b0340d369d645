import { project, projectPolygon } from "../geometry/camera";
import type { Canvas } from "../svg/canvas";
import { shade } from "../svg/color";
import type { Stop } from "../svg/paint";
import { linear } from "../svg/paint";
import { polygon } from "../svg/shapes";
import type { Finish } from "./frame-finishes";
import { FINISHES } from "./frame-finishes";
import type { FrameSpec } from "./frame-model";
import { outerHalf } from "./frame-model";
import { drawGrain } from "./draw-grain";
import type { Side } from "./moulding-segments";
import { SIDE_LIGHT, SIDES, ringSide, sideCorners } from "./moulding-segments";

/** Profile across the moulding face, outer edge to inner: a rounded crest near the outside, dipping into the rebate. */
function profile(finish: Finish, k: number): Stop[] {
  const b = shade(finish.base, k);
  const h = shade(finish.highlight, k);
  if (finish.metallic) {
    return [
      [0, shade(finish.side, k)],
      [0.18, h],
      [0.38, b],
      [0.55, shade(finish.base, k * 0.8)],
      [0.75, h],
      [0.9, b],
      [1, shade(finish.side, k * 0.8)],
    ];
  }
  return [
    [0, shade(finish.base, k * 0.82)],
    [0.25, h],
    [0.55, b],
    [0.9, shade(finish.base, k * 0.92)],
    [1, shade(finish.base, k * 0.7)],
  ];
}

function face(c: Canvas, f: FrameSpec, side: Side): string {
  const finish = FINISHES[f.color];
  const inner = { w: f.windowWidth / 2 + f.mat, h: f.windowHeight / 2 + f.mat };
  const at = ringSide(f, side, outerHalf(f), inner, f.depth);
  const fill = linear(c, project(c.cam, at(0.5, 0)), project(c.cam, at(0.5, 1)), profile(finish, SIDE_LIGHT[side]));
  const body = polygon(projectPolygon(c.cam, sideCorners(at)), { fill });
  return finish.grain ? body + drawGrain(c, at, finish.grain) : body;
}

/** The front face of the moulding: four mitred sides with a lit profile. */
export const drawMoulding = (c: Canvas, f: FrameSpec): string => SIDES.map((s) => face(c, f, s)).join("");

import { project, projectPolygon, projectSegment } from "../geometry/camera";
import type { Vec3 } from "../geometry/vec3";
import type { Canvas } from "../svg/canvas";
import { shade } from "../svg/color";
import { linear } from "../svg/paint";
import { between } from "../../lib/random";
import { polygon, polyline } from "../svg/shapes";
import { softShape } from "../svg/soft-shape";
import { circle3 } from "../furniture/frustum";
import { pixelsPerMetre } from "../geometry/pixel-scale";
import type { RoomShell } from "./scene-types";

/** Plank lengths in metres: real boards run 1.2–2.2 m, and the staggered joints read as wood. */
const PLANK_LENGTH = { min: 1.2, max: 2.2 };
/** Tone spread between boards: visible but calm. */
const PLANK_TONE = 0.07;
/** Seam darkness, as opacity of a dark line. */
const SEAM_OPACITY = 0.28;

function planks(c: Canvas, s: RoomShell, color: string, width: number): string {
  let out = "";
  let seams = "";
  for (let x = s.left; x < s.right; x += width) {
    const x1 = Math.min(s.right, x + width);
    let z = s.back - between(c.rand, 0, PLANK_LENGTH.max);
    let z0 = s.back;
    while (z0 > s.near) {
      const z1 = Math.max(s.near, z);
      const tone = shade(color, 1 + between(c.rand, -PLANK_TONE, PLANK_TONE));
      out += polygon(projectPolygon(c.cam, [[x, 0, z1], [x1, 0, z1], [x1, 0, z0], [x, 0, z0]]), { fill: tone });
      if (z1 > s.near) seams += polyline(projectSegment(c.cam, [x, 0, z1], [x1, 0, z1]), { stroke: "#000" });
      z0 = z1;
      z = z1 - between(c.rand, PLANK_LENGTH.min, PLANK_LENGTH.max);
    }
    seams += polyline(projectSegment(c.cam, [x, 0, s.near], [x, 0, s.back]), { stroke: "#000" });
  }
  return out + `<g opacity="${SEAM_OPACITY}" stroke-width="1.6">${seams}</g>`;
}

function tiles(c: Canvas, s: RoomShell, grout: string, size: number): string {
  let lines = "";
  for (let x = s.left; x <= s.right; x += size) {
    lines += polyline(projectSegment(c.cam, [x, 0, s.back], [x, 0, s.near]), {});
  }
  for (let z = s.back; z > s.near; z -= size) {
    lines += polyline(projectSegment(c.cam, [s.left, 0, z], [s.right, 0, z]), {});
  }
  return `<g stroke="${grout}" stroke-width="2.5" opacity="0.55">${lines}</g>`;
}

/** Blotches on a concrete floor: count, size range (metres) and tone spread, for a troweled look. */
const CONCRETE = { blotches: 18, min: 0.3, max: 1.1, strength: 0.09 };

function concrete(c: Canvas, s: RoomShell): string {
  let out = "";
  for (let i = 0; i < CONCRETE.blotches; i++) {
    const centre: Vec3 = [between(c.rand, s.left, s.right), 0, between(c.rand, c.cam.eye[2] + 1, s.back)];
    const r = between(c.rand, CONCRETE.min, CONCRETE.max);
    const pts = projectPolygon(c.cam, circle3(centre, r));
    const sigma = r * 0.4 * pixelsPerMetre(c.cam, centre);
    const strength = between(c.rand, -CONCRETE.strength, CONCRETE.strength);
    out += softShape(pts, sigma, strength < 0 ? "dark" : "light", Math.abs(strength));
  }
  return out;
}

/** The floor, with boards or tiles, and shading: brighter toward the window, darker at the wall foot. */
export function drawFloor(c: Canvas, s: RoomShell): string {
  const area: Vec3[] = [[s.left, 0, s.near], [s.right, 0, s.near], [s.right, 0, s.back], [s.left, 0, s.back]];
  const f = s.floor;
  let out = polygon(projectPolygon(c.cam, area), { fill: f.color });
  if (f.kind === "planks") out += planks(c, s, f.color, f.plankWidth);
  if (f.kind === "tiles") out += tiles(c, s, f.grout, f.tile);
  if (f.kind === "concrete") out += concrete(c, s);
  const near = Math.max(s.near, c.cam.eye[2] + 0.2);
  const fade = linear(c, project(c.cam, [0, 0, s.back]), project(c.cam, [0, 0, near]), [
    [0, "#000", 0.22],
    [0.08, "#000", 0.04],
    [0.5, "#fff", 0.05],
    [1, "#000", 0.18],
  ]);
  return out + polygon(projectPolygon(c.cam, area), { fill: fade });
}

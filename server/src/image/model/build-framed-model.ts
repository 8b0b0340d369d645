import type { FrameStyle, MatStyle } from "../../../../shared/render-options";
import { FRAME_FINISHES, MAT_FINISHES, MOULDING_DEPTH, mouldingProfile, type Rgb } from "../frame";

/** A surface as both GLB and USDZ describe it (colours linear, 0–1). */
export type ModelMaterial = {
  name: string;
  colour: readonly [number, number, number];
  opacity: number;
  roughness: number;
  metallic: number;
  /** Shows the print face texture through the part's UVs. */
  textured: boolean;
};

/** One mesh of the model: triangles, flat normals, UVs with (0, 0) at the top left. */
export type ModelPart = { name: string; material: ModelMaterial; positions: number[]; normals: number[]; uvs: number[]; indices: number[] };

/** A framed print in metres: x right, y up, z out of the wall; the back lies on z = 0, centred on x and y. */
export type FramedModel = { parts: ModelPart[]; width: number; height: number; depth: number };

export type FramedModelOptions = {
  printCm: { widthCm: number; heightCm: number };
  frame: FrameStyle;
  frameWidth: number;
  mat: MatStyle;
  matWidth: number;
};

/** The backing board behind the mat and print inside a frame. */
const BACKING_M = 0.004;
/** An unframed print is mounted on a board this thick. */
const MOUNT_M = 0.01;
/** Samples across the moulding: smooth enough for its cove and bead at arm's length. */
const PROFILE_STEPS = 24;
/** The back: kraft paper, as framers seal it. */
const BACK_COLOUR: Rgb = [150, 118, 84];
/** Clear glass: almost invisible, a faint sheen. */
const GLASS = { colour: [1, 1, 1] as const, opacity: 0.12, roughness: 0.05 };

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};
const toLinear = (rgb: Rgb) => [linear(rgb[0]), linear(rgb[1]), linear(rgb[2])] as const;

const material = (name: string, rgb: Rgb, roughness: number, metallic = 0): ModelMaterial => ({ name, colour: toLinear(rgb), opacity: 1, roughness, metallic, textured: false });

type Vec3 = readonly [number, number, number];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

function newPart(name: string, mat: ModelMaterial): ModelPart {
  return { name, material: mat, positions: [], normals: [], uvs: [], indices: [] };
}

/** A flat quad facing `normal` (its winding turned to match), with per-corner UVs. */
function addQuad(part: ModelPart, corners: [Vec3, Vec3, Vec3, Vec3], normal: Vec3, uvs: number[] = [0, 0, 0, 0, 0, 0, 0, 0]) {
  const base = part.positions.length / 3;
  const length = Math.hypot(...normal) || 1;
  for (const corner of corners) {
    part.positions.push(...corner);
    part.normals.push(normal[0] / length, normal[1] / length, normal[2] / length);
  }
  part.uvs.push(...uvs);
  const facing = dot(cross(sub(corners[1], corners[0]), sub(corners[2], corners[0])), normal) >= 0;
  const order = facing ? [0, 1, 2, 0, 2, 3] : [0, 2, 1, 0, 3, 2];
  for (const i of order) part.indices.push(base + i);
}

/**
 * A ring around the piece, extruded along its four sides from a cross-section of (inset from the
 * outer edge, height) points, outer edge first. Insetting every side's ends by the same amount
 * mitres the corners, as a framer cuts them.
 */
function addRing(part: ModelPart, outerW: number, outerH: number, section: readonly (readonly [number, number])[]) {
  type Xy = readonly [number, number];
  const sides: readonly { out: Xy; from: (d: number) => Xy; to: (d: number) => Xy }[] = [
    { out: [0, 1], from: (d: number) => [-outerW / 2 + d, outerH / 2 - d], to: (d: number) => [outerW / 2 - d, outerH / 2 - d] },
    { out: [1, 0], from: (d: number) => [outerW / 2 - d, outerH / 2 - d], to: (d: number) => [outerW / 2 - d, -outerH / 2 + d] },
    { out: [0, -1], from: (d: number) => [outerW / 2 - d, -outerH / 2 + d], to: (d: number) => [-outerW / 2 + d, -outerH / 2 + d] },
    { out: [-1, 0], from: (d: number) => [-outerW / 2 + d, -outerH / 2 + d], to: (d: number) => [-outerW / 2 + d, outerH / 2 - d] },
  ];
  for (const side of sides) {
    for (let i = 0; i + 1 < section.length; i++) {
      const [d0, z0] = section[i]!;
      const [d1, z1] = section[i + 1]!;
      const [ax, ay] = side.from(d0);
      const [bx, by] = side.to(d0);
      const [cx, cy] = side.to(d1);
      const [ex, ey] = side.from(d1);
      // The section's normal: outwards where it rises, up where it runs inwards.
      const normal: Vec3 = [side.out[0] * (z1 - z0), side.out[1] * (z1 - z0), d1 - d0];
      addQuad(part, [[ax, ay, z0], [bx, by, z0], [cx, cy, z1], [ex, ey, z1]], normal);
    }
  }
}

/** A flat rectangle inset `inset` from the outer edge at height `z`, facing out (or into the wall). */
function addPanel(part: ModelPart, outerW: number, outerH: number, inset: number, z: number, facingOut: boolean, uvs?: number[]) {
  const x = outerW / 2 - inset;
  const y = outerH / 2 - inset;
  addQuad(part, [[-x, y, z], [x, y, z], [x, -y, z], [-x, -y, z]], [0, 0, facingOut ? 1 : -1], uvs ?? [0, 0, 1, 0, 1, 1, 0, 1]);
}

/**
 * The framed print as a framer builds it, at true size: the print (its face textured), the mat
 * around it, the moulding extruded from the profile the 2D frames are shaded with, glass over
 * the sight opening, and a sealed back. Without a frame the print sits on a thin mounting board.
 */
export function buildFramedModel(options: FramedModelOptions): FramedModel {
  const printW = options.printCm.widthCm / 100;
  const printH = options.printCm.heightCm / 100;
  const matBand = options.mat === "none" ? 0 : options.matWidth / 100;
  const frameBand = options.frame === "none" ? 0 : options.frameWidth / 100;
  const outerW = printW + 2 * (matBand + frameBand);
  const outerH = printH + 2 * (matBand + frameBand);
  const faceZ = options.frame === "none" ? MOUNT_M : BACKING_M;
  const parts: ModelPart[] = [];

  const back = newPart("back", material("back", BACK_COLOUR, 1));
  addPanel(back, outerW, outerH, 0, 0, false);
  parts.push(back);

  let depth = faceZ;
  if (options.frame === "none") {
    addRing(back, outerW, outerH, [[0, 0], [0, faceZ]]);
  } else {
    const finish = FRAME_FINISHES[options.frame];
    const metal = options.frame === "gold" || options.frame === "silver";
    const moulding = newPart("frame", material("frame", finish.base, metal ? 0.35 : 1 - finish.gloss, metal ? 1 : 0));
    const height = (t: number) => faceZ + mouldingProfile(t) * MOULDING_DEPTH * frameBand;
    const section: [number, number][] = [[0, 0]];
    for (let i = 0; i <= PROFILE_STEPS; i++) section.push([(i / PROFILE_STEPS) * frameBand, height(i / PROFILE_STEPS)]);
    section.push([frameBand, faceZ]);
    addRing(moulding, outerW, outerH, section);
    depth = Math.max(...section.map(([, z]) => z));
    parts.push(moulding);
  }

  if (options.mat !== "none") {
    const mat = newPart("mat", material("mat", MAT_FINISHES[options.mat].face, 0.95));
    addRing(mat, outerW, outerH, [[frameBand, faceZ], [frameBand + matBand, faceZ]]);
    parts.push(mat);
  }

  const print = newPart("print", { ...material("print", [255, 255, 255], 0.85), textured: true });
  addPanel(print, outerW, outerH, frameBand + matBand, faceZ, true);
  parts.push(print);

  if (options.frame !== "none") {
    // Between the print and the moulding's inner lip, the lip's height halved.
    const glassZ = faceZ + (mouldingProfile(1) * MOULDING_DEPTH * frameBand) / 2;
    const glass = newPart("glass", { name: "glass", colour: GLASS.colour, opacity: GLASS.opacity, roughness: GLASS.roughness, metallic: 0, textured: false });
    addPanel(glass, outerW, outerH, frameBand, glassZ, true);
    parts.push(glass);
  }
  return { parts, width: outerW, height: outerH, depth };
}

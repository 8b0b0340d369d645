import type { Vec3 } from "../geometry/vec3";
import { drawBacksplash } from "../furniture/backsplash";
import { drawBed } from "../furniture/bed";
import { drawBench } from "../furniture/bench";
import { drawCabinet, type CabinetSpec } from "../furniture/cabinet";
import { drawChair, drawStool } from "../furniture/chair";
import { drawTable } from "../furniture/console-table";
import { drawCrib } from "../furniture/crib";
import { drawBooks, drawBowl, drawVase } from "../furniture/decor";
import { drawDeskLamp } from "../furniture/desk-lamp";
import { drawFrustum } from "../furniture/frustum";
import { drawLamp } from "../furniture/lamp";
import type { Mount } from "../furniture/mount";
import { drawPlant } from "../furniture/plant";
import type { PlantKind } from "../furniture/plant-kind";
import { drawRug } from "../furniture/rug";
import { drawSideTable } from "../furniture/side-table";
import { drawSofa } from "../furniture/sofa";
import { drawBear } from "../furniture/soft-toy";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";

/** A colour in a recipe: a hex literal, or a role the variant's palette fills in. */
export type Tone = `#${string}` | "main" | "wood" | "accent0" | "accent1" | "accent2";
/** A list of colours: literals and roles, or the palette's whole accent list. */
export type Tones = readonly Tone[] | "accents";
/** A value that differs between a room's variants, chosen like its palette. */
export type PerVariant<T> = T | { byVariant: readonly T[] };

/**
 * Where a part stands, relative to what it belongs to (the anchor, the side piece, or one side
 * of the anchor). Furniture takes a mount, small things a point.
 */
export type Placement =
  /** The mount of what it belongs to: furniture drawn in wall terms. */
  | "mount"
  /** A point in the mount's wall terms: along the wall, up, out from it (metres). */
  | { along: number; up: number; out: number }
  /** Beside the anchor, on the floor: `x` from the side's edge, `back` towards the camera from the wall. */
  | { x: number; back: number; up?: number }
  /** On the anchor's top, in its free stretch: `from` its start or `to` its end (the nearer when both). */
  | { from?: number; to?: number; up: number; out: number };

/** What a part needs from where it is drawn: placement and colours resolved for one variant. */
export type PartContext = {
  mount: (at: Placement) => Mount;
  point: (at: Placement) => Vec3;
  tone: (t: Tone) => Hex;
  tones: (t: Tones) => Hex[];
  pick: <T>(v: PerVariant<T>) => T;
  /** The back wall's depth when the part stands beside the anchor: a lamp there glows on it. */
  wallZ?: number;
};

type Cabinet = Pick<CabinetSpec, "width" | "height" | "depth" | "count"> & {
  color: Tone;
  fronts: PerVariant<CabinetSpec["fronts"]>;
  legs?: { height: number; color: Tone };
  top?: { color: Tone; thickness: number; overhang: number };
};

/** Every kind of part a room recipe can name, and how it is drawn: one line per furniture function. */
const PARTS = {
  sofa: (c: Canvas, x: PartContext, at: Placement, p: { width: number; color: Tone; legs: Tone; pillows: Tones }) =>
    drawSofa(c, { mount: x.mount(at), width: p.width, color: x.tone(p.color), legs: x.tone(p.legs), pillows: x.tones(p.pillows) }),
  bed: (c: Canvas, x: PartContext, at: Placement, p: { width: number; headboard: Tone; linen: Tone; throwColor: Tone; pillows: Tones }) =>
    drawBed(c, { mount: x.mount(at), width: p.width, headboard: x.tone(p.headboard), linen: x.tone(p.linen), throwColor: x.tone(p.throwColor), pillows: x.tones(p.pillows) }),
  cabinet: (c: Canvas, x: PartContext, at: Placement, p: Cabinet) =>
    drawCabinet(c, {
      mount: x.mount(at),
      width: p.width,
      height: p.height,
      depth: p.depth,
      color: x.tone(p.color),
      legs: p.legs && { height: p.legs.height, color: x.tone(p.legs.color) },
      fronts: x.pick(p.fronts),
      count: p.count,
      top: p.top && { color: x.tone(p.top.color), thickness: p.top.thickness, overhang: p.top.overhang },
    }),
  table: (c: Canvas, x: PartContext, at: Placement, p: { width: number; height: number; depth: number; color: Tone; shelf?: boolean }) =>
    drawTable(c, { mount: x.mount(at), width: p.width, height: p.height, depth: p.depth, color: x.tone(p.color), shelf: p.shelf }),
  crib: (c: Canvas, x: PartContext, at: Placement, p: { color: Tone; bedding: Tone }) => drawCrib(c, x.mount(at), 0, x.tone(p.color), x.tone(p.bedding)),
  chair: (c: Canvas, x: PartContext, at: Placement, p: { along: number; from: number; color: Tone; legs: Tone }) =>
    drawChair(c, x.mount(at), p.along, p.from, x.tone(p.color), x.tone(p.legs)),
  stool: (c: Canvas, x: PartContext, at: Placement, p: { from: number; height: number; color: Tone }) =>
    drawStool(c, x.mount(at), 0, p.from, p.height, x.tone(p.color)),
  bench: (c: Canvas, x: PartContext, at: Placement, p: { width: number; wood: Tone; cushion: Tone }) =>
    drawBench(c, x.mount(at), p.width, x.tone(p.wood), x.tone(p.cushion)),
  rug: (c: Canvas, x: PartContext, at: Placement, p: { width: number; from: number; to: number; base: Tone; border: Tone }) =>
    drawRug(c, { mount: x.mount(at), width: p.width, from: p.from, to: p.to, base: x.tone(p.base), border: x.tone(p.border) }),
  backsplash: (c: Canvas, x: PartContext, at: Placement, p: { width: number; from: number; to: number; color: Tone; grout: Tone }) =>
    drawBacksplash(c, x.mount(at), p.width, p.from, p.to, x.tone(p.color), x.tone(p.grout)),
  plant: (c: Canvas, x: PartContext, at: Placement, p: { kind: PlantKind; potRadius: number; potHeight: number; potColor: Tone; height: number }) =>
    drawPlant(c, { kind: p.kind, base: x.point(at), potRadius: p.potRadius, potHeight: p.potHeight, potColor: x.tone(p.potColor), height: p.height }),
  lamp: (c: Canvas, x: PartContext, at: Placement, p: { kind: "floor" | "table"; height: number; shade: Tone; metal: Tone }) =>
    drawLamp(c, { kind: p.kind, base: x.point(at), height: p.height, shade: x.tone(p.shade), metal: x.tone(p.metal), glowOn: x.wallZ }),
  deskLamp: (c: Canvas, x: PartContext, at: Placement, p: { color: Tone }) => drawDeskLamp(c, x.point(at), x.tone(p.color)),
  sideTable: (c: Canvas, x: PartContext, at: Placement, p: { radius: number; height: number; color: Tone }) =>
    drawSideTable(c, x.point(at), p.radius, p.height, x.tone(p.color)),
  books: (c: Canvas, x: PartContext, at: Placement, p: { colors: Tones }) => drawBooks(c, x.point(at), x.tones(p.colors)),
  bowl: (c: Canvas, x: PartContext, at: Placement, p: { radius: number; color: Tone }) => drawBowl(c, x.point(at), p.radius, x.tone(p.color)),
  vase: (c: Canvas, x: PartContext, at: Placement, p: { height: number; color: Tone; stems: number }) =>
    drawVase(c, x.point(at), p.height, x.tone(p.color), p.stems),
  jar: (c: Canvas, x: PartContext, at: Placement, p: { bottom: number; top: number; height: number; color: Tone; cap: Tone }) =>
    drawFrustum(c, x.point(at), p.bottom, p.top, p.height, { color: x.tone(p.color), cap: x.tone(p.cap) }),
  bear: (c: Canvas, x: PartContext, at: Placement, p: { size: number; color: Tone }) => drawBear(c, x.point(at), p.size, x.tone(p.color)),
};

type Parts = typeof PARTS;
export type PartKind = keyof Parts;

/**
 * One thing in a room, as data: its kind, where it stands, its kind's own settings, and
 * optionally the free stretch of worktop it needs (top decor is left out when it would not fit).
 */
export type Part = {
  [K in PartKind]: { part: K; at: Placement; needsFree?: number } & Parameters<Parts[K]>[3];
}[PartKind];

/** Draws one part (SVG). */
export function drawPart(c: Canvas, x: PartContext, part: Part): string {
  const draw = PARTS[part.part] as (c: Canvas, x: PartContext, at: Placement, p: Part) => string;
  return draw(c, x, part.at, part);
}

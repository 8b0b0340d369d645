import { mountPoint, type Mount } from "../furniture/mount";
import type { Vec3 } from "../geometry/vec3";
import type { Piece, RoomKit } from "../scene/room-kit";
import type { Canvas } from "../svg/canvas";
import type { Hex } from "../svg/color";
import { drawPart, type Part, type PartContext, type Placement, type Tone, type Tones } from "./room-parts";
import type { PieceRecipe, RoomRecipe } from "./room-recipe";
import { pick, type RoomPalette } from "./room-palette";

const describe = (at: Placement) => JSON.stringify(at);

function toneOf(p: RoomPalette, t: Tone): Hex {
  if (t.startsWith("#")) return t;
  if (t === "main" || t === "wood") return p[t];
  const accent = p.accents[Number(t.slice("accent".length))];
  if (accent === undefined) throw new Error(`The palette has no ${t}`);
  return accent;
}

/** How placements resolve where a part is drawn: at a mount, beside the anchor, or on its top. */
type Where = { mount?: Mount; beside?: { x: number; wallZ: number }; free?: { from: number; to: number } };

function context(p: RoomPalette, variant: number, where: Where): PartContext {
  const mount = (at: Placement): Mount => {
    if (at === "mount" && where.mount) return where.mount;
    throw new Error(`A mount was expected here, not ${describe(at)}`);
  };
  const point = (at: Placement): Vec3 => {
    if (at !== "mount" && "x" in at && where.beside) return [where.beside.x + at.x, at.up ?? 0, where.beside.wallZ - at.back];
    if (at !== "mount" && "along" in at && where.mount) return mountPoint(where.mount, at.along, at.up, at.out);
    if (at !== "mount" && ("from" in at || "to" in at) && where.free && where.mount) {
      const { from, to } = where.free;
      const fromStart = at.from === undefined ? Infinity : from + at.from;
      const fromEnd = at.to === undefined ? Infinity : to + at.to;
      return mountPoint(where.mount, Math.min(fromEnd, fromStart), at.up, at.out);
    }
    throw new Error(`Cannot place ${describe(at)} here`);
  };
  return {
    mount,
    point,
    tone: (t) => toneOf(p, t),
    tones: (t: Tones) => (t === "accents" ? p.accents : t.map((x) => toneOf(p, x))),
    pick: (v) => (typeof v === "object" && v !== null && "byVariant" in v ? pick(v.byVariant, variant) : v),
    wallZ: where.beside?.wallZ,
  };
}

const drawAll = (c: Canvas, x: PartContext, parts: readonly Part[], free?: { from: number; to: number }) =>
  parts.map((part) => (part.needsFree !== undefined && free && !(free.to - free.from > part.needsFree) ? "" : drawPart(c, x, part))).join("");

function piece(recipe: PieceRecipe, p: RoomPalette, variant: number, extra?: (c: Canvas, m: Mount) => string): Piece {
  const { parts, ...size } = recipe;
  return {
    ...size,
    draw: (c, m) => drawAll(c, context(p, variant, { mount: m }), parts) + (extra?.(c, m) ?? ""),
  };
}

/** The drawing functions for one variant of a room recipe: the scene layouts take it from here. */
export function buildRoomKit(recipe: RoomRecipe, variant: number): RoomKit {
  const p = pick(recipe.palettes, variant);
  const decor = recipe.topDecor;
  const topDecor = decor
    ? (c: Canvas, m: Mount, from: number, to: number) => drawAll(c, context(p, variant, { mount: m, free: { from, to } }), decor, { from, to })
    : undefined;
  const { decorSpan, ...side } = recipe.sidePiece;
  const sideDecor = decorSpan && topDecor ? (c: Canvas, m: Mount) => topDecor(c, m, decorSpan[0], decorSpan[1]) : undefined;
  return {
    palette: p,
    anchor: piece(recipe.anchor, p, variant),
    topDecor,
    beside: (c, s, x, wallZ) => {
      const b = s < 0 ? recipe.beside.left : recipe.beside.right;
      const mount = b.mountAt === undefined ? undefined : ({ wall: "back", at: x + b.mountAt, wallPos: wallZ } as const);
      return drawAll(c, context(p, variant, { mount, beside: { x, wallZ } }), b.parts);
    },
    sidePiece: piece(side, p, variant, sideDecor),
    artSize: recipe.artSize,
    sunny: recipe.sunny === "even" ? variant % 2 === 0 : recipe.sunny === "odd" ? variant % 2 === 1 : recipe.sunny,
  };
}

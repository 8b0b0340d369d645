import type { BareWallEntry } from "../bare-walls";
import { backWall } from "../furniture/mount";
import { drawRug } from "../furniture/rug";
import { project } from "../geometry/camera";
import type { Point } from "../geometry/point";
import { printSizeSchema } from "@shared/print-size";
import { frameShot } from "./frame-shot";
import { makeShell } from "./make-shell";
import type { RoomKit } from "./room-kit";
import type { Drawer, Scene } from "./scene-types";

/** Designers hang art 20–25 cm above the furniture under it (the same gap as the framed shots). */
const HANG_GAP = 0.22;
/** A default-size piece adds about this much frame around the print, metres (2.5 cm mouldings, some mat). */
const FRAME_ALLOWANCE = 0.1;
/** Gallery height: a piece's centre sits at least this high, metres, even over low furniture. */
const EYE_LINE = 1.45;
/** The shot shows this much wall beside the furniture (room for a wider print and the side pieces), metres. */
const SIDE_ROOM = 0.8;
/**
 * Wall heights the shot spans, metres: from below the floor line (the floor in front of the
 * furniture shows, as in a room photograph) to near the 2.7 m ceiling (a ~1.2 m print still fits).
 */
const WALL_SPAN = { bottom: -0.55, top: 2.45 };
/** How far beside the anchor the side pieces stand, metres. */
const BESIDE_GAP = 0.12;
/** Decor on the anchor's top stands this far clear of the default print, metres, and needs this much room. */
const DECOR = { gap: 0.08, minStretch: 0.2 };
/** Window light falling across the wall, metres on the back wall: from the left, or mirrored from the right. */
const SUN = { x: -2.1, y: 0.55, width: 1.4, height: 1.9, skew: 0.75 };
const SUN_FROM_RIGHT = { ...SUN, x: 0.7, skew: -0.75 };

/** A bare-wall scene and where its piece hangs: the centre (metres up the back wall at x = 0). */
export type BareWallScene = Scene & { hang: { y: number } };

/**
 * The room's furniture against the back wall, shot square on from the framed shots' stance, no
 * frame on the wall: every point of the back wall is at one distance, so one scale holds for it.
 * Every bare wall gets window light across it (a bare wall is shown for its light).
 */
export function bareWallScene(e: BareWallEntry, kit: RoomKit, seed: number): BareWallScene {
  const shell = makeShell(kit.palette);
  const b = shell.back;
  const a = kit.anchor;
  const m = backWall(0, b);
  const size = printSizeSchema.parse(e.defaultSize);
  const pieceH = size.heightCm / 100 + FRAME_ALLOWANCE;
  const y = Math.max(EYE_LINE, (a.hangAbove ?? a.height) + HANG_GAP + pieceH / 2);
  const floorDecor: Drawer[] = [];
  const rug = kit.palette.rug;
  if (rug) floorDecor.push((c) => drawRug(c, { mount: m, width: a.width + 1.2, from: 0.35, to: 3.2, ...rug }));
  const front: Drawer[] = [(c) => kit.beside(c, -1, -a.width / 2 - BESIDE_GAP, b), (c) => kit.beside(c, 1, a.width / 2 + BESIDE_GAP, b)];
  const decor = kit.topDecor;
  // Decor stands clear of where the default print hangs, so it does not rise behind it.
  const from = size.widthCm / 200 + FRAME_ALLOWANCE / 2 + DECOR.gap;
  if (decor && a.width / 2 - 0.04 - from > DECOR.minStretch) front.push((c) => decor(c, m, from, a.width / 2 - 0.04));
  const half = a.width / 2 + SIDE_ROOM;
  const cam = frameShot({ layout: "wall", orientation: e.orientation }, shell, { x0: -half, x1: half, y0: WALL_SPAN.bottom, y1: WALL_SPAN.top });
  return { cam, shell, frames: [], floorDecor, behind: [(c) => a.draw(c, m)], front, sun: e.variant % 2 === 0 ? SUN : SUN_FROM_RIGHT, seed, hang: { y } };
}

/** The wall's scale and the piece's centre in the scene's pixels (the back wall faces the lens, so one scale holds). */
export function bareWallPlacement(scene: BareWallScene): { pxPerCm: number; anchor: Point } {
  const centre = project(scene.cam, [0, scene.hang.y, scene.shell.back]);
  const right = project(scene.cam, [1, scene.hang.y, scene.shell.back]);
  const round = (v: number) => Math.round(v * 1000) / 1000;
  return { pxPerCm: round((right[0] - centre[0]) / 100), anchor: [round(centre[0]), round(centre[1])] };
}

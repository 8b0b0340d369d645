import type { CatalogueEntry } from "../catalogue-types";
import { outerSize } from "../frame/place-frame";
import { backWall } from "../furniture/mount";
import { drawRug } from "../furniture/rug";
import { frameShot } from "./frame-shot";
import { placeFrames } from "./frame-layouts";
import { makeShell } from "./make-shell";
import type { RoomKit } from "./room-kit";
import type { Drawer, Scene } from "./scene-types";
import { sideWallScene } from "./side-wall-scene";

/** How far beside the anchor the side pieces stand, metres. */
const BESIDE_GAP = 0.12;
/** Clearance between the art and decor standing on the anchor, metres. */
const DECOR_GAP = 0.06;
/** Below this much free top (metres) a vase or lamp would crowd the art, so the top stays bare. */
const MIN_DECOR_STRETCH = 0.2;

/** Lays out a room kit for the entry's layout: frames, furniture and a camera that frames them. */
export function buildScene(e: CatalogueEntry, kit: RoomKit, seed: number): Scene {
  const shell = makeShell(kit.palette);
  const { frames, roi } = placeFrames(e, kit, shell);
  if (e.layout === "side-wall") return sideWallScene(e, kit, shell, frames, seed);
  const b = shell.back;
  const a = kit.anchor;
  const m = backWall(0, b);
  // The anchor goes before the frames: a frame leaning on it must stand in front of it.
  const behind: Drawer[] = [(c) => a.draw(c, m)];
  const front: Drawer[] = [];
  const floorDecor: Drawer[] = [];
  const rug = kit.palette.rug;
  const first = frames[0];
  if (e.layout === "lean-floor" && first) {
    const half = outerSize({ windowWidth: first.windowWidth, windowHeight: first.windowHeight, color: first.color }).w / 2;
    behind.length = 0;
    front.push((c) => kit.beside(c, 1, first.centre[0] + half + BESIDE_GAP, b));
    front.push((c) => kit.beside(c, -1, first.centre[0] - half - BESIDE_GAP, b));
  } else {
    if (rug) floorDecor.push((c) => drawRug(c, { mount: m, width: a.width + 1.2, from: 0.35, to: 3.2, ...rug }));
    // Beside the anchor, or beside the art when a pair is wider than the anchor.
    const span = Math.max(a.width / 2, ...frames.map((f) => Math.abs(f.centre[0]) + f.windowWidth / 2 + f.mat + f.moulding));
    front.push((c) => kit.beside(c, -1, -span - BESIDE_GAP, b));
    front.push((c) => kit.beside(c, 1, span + BESIDE_GAP, b));
  }
  const decor = kit.topDecor;
  if (decor && e.layout !== "lean-floor") {
    // Things on the anchor's top stand clear of the art, to the right of the rightmost frame.
    const right = Math.max(...frames.map((f) => f.centre[0] + f.windowWidth / 2 + f.mat + f.moulding)) + DECOR_GAP;
    if (a.width / 2 - right > MIN_DECOR_STRETCH) front.push((c) => decor(c, m, right, a.width / 2 - 0.04));
  }
  return {
    cam: frameShot(e, shell, roi),
    shell,
    frames,
    floorDecor,
    behind,
    front,
    sun: kit.sunny ? { x: -2.6, y: 0.5, width: 1.2, height: 1.7, skew: 0.55 } : undefined,
    seed,
  };
}

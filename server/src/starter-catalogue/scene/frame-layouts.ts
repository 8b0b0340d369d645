import type { CatalogueEntry } from "../catalogue-types";
import type { FrameSpec } from "../frame/frame-model";
import type { FrameLook } from "../frame/place-frame";
import { leaning, onBackWall, onLeftWall, outerSize } from "../frame/place-frame";
import type { RoomKit } from "./room-kit";
import type { RoomShell } from "./scene-types";
import { windowSize } from "./shot-sizes";

/** Designers hang art 20–25 cm above the furniture under it. */
const HANG_GAP = 0.22;
/** Space between the two frames of a pair, metres. */
const PAIR_GAP = 0.1;
/** A pair's frames are this share of a single frame's size, so the pair spans the anchor. */
const PAIR_SCALE = 0.74;
/** Lean angle from vertical (radians): 6–8° is how frames rest stably against a wall, and it reads as a lean. */
const LEAN_TILT = { shelf: 0.11, floor: 0.13 };
/** Size of a leaning frame relative to the room's hung art: on a shelf smaller, on the floor bigger. */
const LEAN_SCALE = { shelf: 0.8, floor: 1.1 };
/** Where a leaning frame stands along the anchor or wall (metres from centre). */
const LEAN_AT = { shelf: -0.22, floor: -0.3 };

/** How much worktop right of a leaning frame a shelf shot includes, metres: a tall shot has less width to give. */
const LEAN_DECOR_SPAN = { landscape: 0.75, portrait: 0.3 };

/** The part of the back wall (metres) the shot must show: x across, y up. */
export type Roi = { x0: number; x1: number; y0: number; y1: number };

export function look(e: CatalogueEntry, size: number): FrameLook {
  const win = windowSize(e.ratio, size);
  return { windowWidth: win.w, windowHeight: win.h, color: e.color };
}

/** Room left around the art in each shot, metres: sides, above, and how much below the art's foot shows. */
const MARGIN = { side: 0.45, top: 0.3 };

/** The frames for a layout, and the stretch of back wall the shot should show. */
export function placeFrames(e: CatalogueEntry, kit: RoomKit, shell: RoomShell): { frames: FrameSpec[]; roi: Roi } {
  const b = shell.back;
  const a = kit.anchor;
  const hang = (a.hangAbove ?? a.height) + HANG_GAP;
  const around = (x0: number, x1: number, y0: number, top: number): Roi => ({ x0: x0 - MARGIN.side, x1: x1 + MARGIN.side, y0, y1: top + MARGIN.top });
  switch (e.layout) {
    case "wall": {
      const l = look(e, kit.artSize);
      const o = outerSize(l);
      return { frames: [onBackWall(l, 0, hang + o.h / 2, b)], roi: around(-o.w / 2, o.w / 2, -0.15, hang + o.h) };
    }
    case "pair": {
      const l = look(e, kit.artSize * PAIR_SCALE);
      const o = outerSize(l);
      const y = hang + o.h / 2;
      const dx = o.w / 2 + PAIR_GAP / 2;
      return { frames: [onBackWall(l, -dx, y, b), onBackWall(l, dx, y, b)], roi: around(-2 * dx, 2 * dx, -0.15, y + o.h / 2) };
    }
    case "lean-shelf": {
      const l = look(e, kit.artSize * LEAN_SCALE.shelf);
      const o = outerSize(l);
      const x = LEAN_AT.shelf;
      // Show the decor beside the frame, but not a whole long worktop: that would shrink the art.
      const right = Math.min(a.width / 2 - MARGIN.side + 0.1, x + o.w / 2 + LEAN_DECOR_SPAN[e.orientation]);
      const roi = around(x - o.w / 2, right, a.height - 0.55, a.height + o.h);
      return { frames: [leaning(l, x, a.height, b, LEAN_TILT.shelf)], roi };
    }
    case "lean-floor": {
      const l = look(e, kit.artSize * LEAN_SCALE.floor);
      const o = outerSize(l);
      const x = LEAN_AT.floor;
      return { frames: [leaning(l, x, 0, b, LEAN_TILT.floor)], roi: around(x - o.w / 2, x + o.w / 2, -0.45, o.h) };
    }
    case "side-wall": {
      const l = look(e, kit.artSize * 0.85);
      const h = outerSize(l).h;
      const y = kit.sidePiece.height + HANG_GAP + h / 2;
      return { frames: [onLeftWall(l, shell.left, y, b - 1.6)], roi: { x0: 0, x1: 0, y0: 0, y1: 0 } };
    }
  }
}

import type { CatalogueEntry, Layout } from "../catalogue-types";
import type { Camera } from "../geometry/camera";
import { composeCamera } from "./compose-camera";
import type { Roi } from "./frame-layouts";
import type { RoomShell } from "./scene-types";
import { SHOT_SIZE } from "./shot-sizes";

/** Camera distance and eye height per layout, metres: room shots stand back, leaning shots come close and low. */
const STANCE: Record<Exclude<Layout, "side-wall">, { distance: number; eye: number }> = {
  wall: { distance: 4.3, eye: 1.25 },
  pair: { distance: 4.3, eye: 1.25 },
  "lean-shelf": { distance: 2.6, eye: 1.4 },
  "lean-floor": { distance: 2.7, eye: 1.1 },
};

/** A level camera that fits the region of back wall (the tighter of width and height wins) and centres it. */
export function frameShot(e: Pick<CatalogueEntry, "layout" | "orientation">, shell: RoomShell, roi: Roi): Camera {
  const st = STANCE[e.layout === "side-wall" ? "wall" : e.layout];
  const size = SHOT_SIZE[e.orientation];
  const wallScale = Math.min(size.height / (roi.y1 - roi.y0), size.width / (roi.x1 - roi.x0));
  const midY = (roi.y0 + roi.y1) / 2;
  return composeCamera({
    ...size,
    distance: st.distance,
    wallScale,
    eyeHeight: st.eye,
    floorLine: 0.5 + (wallScale * midY) / size.height,
    x: (roi.x0 + roi.x1) / 2,
    back: shell.back,
  });
}

import { isConvexQuad } from "@shared/convex-quad";
import type { Point } from "@shared/template-window";
// The corner editor's own logic (My Rooms), not its React face: the widget's bundle stays small.
import { hitQuads, hitRadius } from "../components/quad-editor/quad-hit";
import { moveQuad } from "../components/quad-editor/quad-transform";

const SVG = "http://www.w3.org/2000/svg";
/** The drawn handle's radius, in screen pixels. */
const HANDLE_PX = 9;

/**
 * The print's four corners over the shopper's photo, as in My Rooms' corner editor: a corner
 * dragged moves alone, a drag inside moves the whole quad; `onSet` gets the new quad when let go.
 * Corners stay on the photo and the quad convex (the server's rule).
 */
export function wallCorners(stage: HTMLElement, onSet: (quad: Point[]) => void) {
  const svg = document.createElementNS(SVG, "svg");
  svg.classList.add("corners");
  svg.setAttribute("preserveAspectRatio", "none");
  svg.setAttribute("aria-hidden", "true");
  svg.style.display = "none";
  const outline = document.createElementNS(SVG, "polygon");
  const handles = [0, 1, 2, 3].map(() => document.createElementNS(SVG, "circle"));
  svg.append(outline, ...handles);
  stage.append(svg);

  let photo: { width: number; height: number } | null = null;
  let quad: Point[] = [];
  let drag: { corner: number | null; from: Point; quad: Point[]; moved: boolean } | null = null;

  /** Photo pixels per screen pixel. */
  const scale = () => (photo ? photo.width / Math.max(1, stage.clientWidth) : 1);
  const draw = () => {
    outline.setAttribute("points", quad.map((p) => p.join(",")).join(" "));
    handles.forEach((h, i) => {
      const [x, y] = quad[i] ?? [0, 0];
      h.setAttribute("cx", String(x));
      h.setAttribute("cy", String(y));
      h.setAttribute("r", String(HANDLE_PX * scale()));
    });
  };
  const at = (e: PointerEvent): Point => {
    const box = stage.getBoundingClientRect();
    return [(e.clientX - box.left) * scale(), (e.clientY - box.top) * scale()];
  };

  stage.addEventListener("pointerdown", (e) => {
    if (!photo) return;
    const hit = hitQuads([quad], at(e), hitRadius(e.pointerType) * scale());
    if (!hit) return;
    e.preventDefault(); // no native image drag, no scroll
    drag = { corner: hit.corner, from: at(e), quad, moved: false };
    stage.setPointerCapture(e.pointerId);
    stage.classList.add("dragging");
  });
  stage.addEventListener("pointermove", (e) => {
    if (!drag || !photo) return;
    const [x, y] = at(e);
    const next = moveQuad(drag.quad, drag.corner, x - drag.from[0], y - drag.from[1], photo.width, photo.height);
    if (!isConvexQuad(next)) return;
    quad = next;
    drag.moved = true;
    draw();
  });
  const drop = () => {
    const moved = drag?.moved;
    drag = null;
    stage.classList.remove("dragging");
    if (moved) onSet(quad);
  };
  stage.addEventListener("pointerup", drop);
  stage.addEventListener("pointercancel", drop);

  return {
    /** Shows the corners on a photo of `size` (its kept copy's pixels); null hides them. */
    show(size: { width: number; height: number } | null, corners: Point[] = []) {
      photo = size;
      quad = corners;
      svg.style.display = size ? "" : "none";
      if (size) svg.setAttribute("viewBox", `0 0 ${size.width} ${size.height}`);
      draw();
    },
  };
}

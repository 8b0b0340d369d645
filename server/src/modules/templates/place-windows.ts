import { windowFromQuad, type Point, type TemplateWindow } from "../../image";
import { assertWindowsAllowed } from "./check-quad";

const sameQuad = (a: Point[], b: Point[]) => a.every((p, i) => p[0] === b[i]?.[0] && p[1] === b[i]?.[1]);

/**
 * Hand-placed quads on a photo (a room or a catalogue photo template) become its windows:
 * validated against the image (400 naming the window and the rule), a quad left exactly where the engine put
 * it stays `detected`, and the photo keeps its placement (art over an opaque photo, under a
 * transparent window).
 */
export function placeWindows(before: TemplateWindow[], quads: Point[][], image: { width: number; height: number }): TemplateWindow[] {
  assertWindowsAllowed(quads, image.width, image.height);
  const placement = before[0]?.placement ?? "over";
  return quads.map((quad) => {
    const detected = before.some((w) => w.detected === true && sameQuad(w.quad, quad));
    return windowFromQuad(quad, image, { placement, detected });
  });
}

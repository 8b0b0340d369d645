import { offsetConvex } from "./geometry/offset-polygon";
import type { Quad } from "./geometry/point";
import { rasterizeSvg } from "../image";
import { fmt } from "./svg/paint";
import { polygon } from "./svg/shapes";
import { softShape } from "./svg/soft-shape";

export type TestTemplateOptions = {
  width: number;
  height: number;
  /** Window corners TL, TR, BR, BL in pixels; each must be convex and clear of the image border. */
  windows: readonly Quad[];
  /** `plain`: one flat colour. `room`: wall, floor and a matted frame around each window. Default plain. */
  background?: "plain" | "room";
};

/** Mat and moulding widths around a test window, as shares of the image's short side. */
const TEST_FRAME = { mat: 0.025, moulding: 0.012 };

function assertClear(o: TestTemplateOptions): void {
  for (const q of o.windows) {
    for (const [x, y] of q) {
      if (!(x >= 1 && y >= 1 && x <= o.width - 1 && y <= o.height - 1)) {
        throw new RangeError(`window corner (${x}, ${y}) touches or leaves the ${o.width}×${o.height} image; detectors drop such windows`);
      }
    }
  }
}

function roomSvg(o: TestTemplateOptions): string {
  const short = Math.min(o.width, o.height);
  const floorY = Math.round(o.height * 0.82);
  let body =
    `<defs><linearGradient id="w" x1="0" y1="0" x2="1" y2="0.3"><stop offset="0" stop-color="#efe9df"/><stop offset="1" stop-color="#d6cfc3"/></linearGradient></defs>` +
    `<rect width="${o.width}" height="${o.height}" fill="url(#w)"/>` +
    `<rect y="${floorY}" width="${o.width}" height="${o.height - floorY}" fill="#a9825d"/>` +
    `<rect y="${fmt(floorY - short * 0.03)}" width="${o.width}" height="${fmt(short * 0.03)}" fill="#f4f1ec"/>`;
  for (const q of o.windows) {
    const mat = offsetConvex(q, short * TEST_FRAME.mat);
    const outer = offsetConvex(q, short * (TEST_FRAME.mat + TEST_FRAME.moulding));
    body += softShape(outer.map(([x, y]) => [x + short * 0.01, y + short * 0.015] as const), short * 0.012, "dark", 0.3);
    body += polygon(outer, { fill: "#232220" }) + polygon(mat, { fill: "#f3f0e8" });
  }
  return body;
}

/**
 * A small template of known geometry for tests elsewhere: transparent (alpha 0) windows exactly
 * at the given quads, everything else opaque. Fast at test sizes such as 400×300.
 */
export async function makeTestTemplate(o: TestTemplateOptions): Promise<Buffer> {
  if (!(o.width > 0 && o.height > 0)) throw new RangeError("width and height must be positive");
  assertClear(o);
  const body = o.background === "room" ? roomSvg(o) : `<rect width="${o.width}" height="${o.height}" fill="#d9d4cb"/>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}">${body}</svg>`;
  return (await rasterizeSvg(svg, o.windows)).png;
}

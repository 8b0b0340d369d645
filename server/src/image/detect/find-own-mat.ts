import { measureWindow, type Point, type RawImage, type TemplateWindow } from "../core";

/**
 * How far out from a window's edge the board must run unbroken, as a share of the window's shorter
 * side. Mats run 10–25 % of it (the starter rooms': 13 % of the longer side); a moulding's flat
 * face is narrower, so its profile or the wall beyond shows up inside this band.
 */
const MAT_BAND_SHARE = 0.06;
/** Skipped first: the window's anti-aliased edge and a mat's bevel (about 1 % of the window). */
const EDGE_SKIP_SHARE = 0.015;
const EDGE_SKIP_MIN_PX = 1.5;
/** A board is flat: along a probe its luma varies less than this (light falloff, a lit bevel reads ~25 brighter). */
const MAX_LUMA_SPREAD = 32;
/**
 * Mat board as framers cut it around prints is light (white, cream, grey). A dark flat band is
 * taken as moulding: a mat of our own inside it is a double mat, which framers sell too.
 */
const MIN_BOARD_LUMA = 110;
const PROBES_PER_SIDE = 9;
/** Share of a side's probes that must cross board: a stray highlight or a leaf across one probe is forgiven. */
const MIN_BOARD_SHARE = 0.7;

const lumaAt = (image: RawImage, x: number, y: number): number | null => {
  const px = Math.floor(x);
  const py = Math.floor(y);
  if (px < 0 || py < 0 || px >= image.width || py >= image.height) return null;
  const o = (py * image.width + px) * image.channels;
  const d = image.data;
  return image.channels >= 3 ? 0.299 * d[o]! + 0.587 * d[o + 1]! + 0.114 * d[o + 2]! : d[o]!;
};

/** Whether the template shows mat board all round one window: light, flat band on each of its four sides. */
function windowHasMat(image: RawImage, window: TemplateWindow): boolean {
  const { quad } = window;
  const size = measureWindow(window);
  const short = Math.min(size.width, size.height);
  const skip = Math.max(EDGE_SKIP_MIN_PX, short * EDGE_SKIP_SHARE);
  const reach = skip + Math.max(2, short * MAT_BAND_SHARE);
  const cx = quad.reduce((s, p) => s + p[0], 0) / quad.length;
  const cy = quad.reduce((s, p) => s + p[1], 0) / quad.length;
  return quad.every((a, i) => {
    const b: Point = quad[(i + 1) % quad.length]!;
    const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (length === 0) return false;
    // The side's normal, turned to point away from the window's centre.
    let nx = (b[1] - a[1]) / length;
    let ny = -(b[0] - a[0]) / length;
    const mx = (a[0] + b[0]) / 2;
    const my = (a[1] + b[1]) / 2;
    if ((mx - cx) * nx + (my - cy) * ny < 0) [nx, ny] = [-nx, -ny];
    let board = 0;
    for (let k = 1; k <= PROBES_PER_SIDE; k++) {
      const t = k / (PROBES_PER_SIDE + 1);
      const x0 = a[0] + (b[0] - a[0]) * t;
      const y0 = a[1] + (b[1] - a[1]) * t;
      let lo = Infinity;
      let hi = -Infinity;
      for (let d = skip; d <= reach; d += 1) {
        const luma = lumaAt(image, x0 + nx * d, y0 + ny * d);
        if (luma === null) {
          hi = Infinity;
          break;
        }
        lo = Math.min(lo, luma);
        hi = Math.max(hi, luma);
      }
      if (hi - lo <= MAX_LUMA_SPREAD && lo >= MIN_BOARD_LUMA) board++;
    }
    return board >= MIN_BOARD_SHARE * PROBES_PER_SIDE;
  });
}

/**
 * Whether the frames in a template already hold a mat around the art: true when every window has
 * one (a second mat drawn inside it would stack board on board). Read from the template's pixels
 * (its ≤ 400 px preview copy serves: a mat is still several pixels wide there), windows in those pixels.
 */
export function findOwnMat(image: RawImage, windows: readonly TemplateWindow[]): boolean {
  return windows.length > 0 && windows.every((window) => windowHasMat(image, window));
}

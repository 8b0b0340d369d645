/**
 * Blender 3.4's Filmic view transform with its Medium Contrast look, which the catalogue's renders
 * are written through (catalogue/scenes/lib/render.py): the display value (sRGB-encoded, 0–1) of
 * scene light 2^s for s from FIRST_STOP in quarter stops (grey, read back from a ramp image Blender
 * saved through that view). It lets the engine light a print as the camera would have seen it.
 */
const FIRST_STOP = -12;
const SAMPLES_PER_STOP = 4;
const FILMIC_DISPLAY = [
  0.0018, 0.0030, 0.0042, 0.0056, 0.0072, 0.0091, 0.0110, 0.0134, 0.0159, 0.0189, 0.0220, 0.0258,
  0.0297, 0.0345, 0.0394, 0.0453, 0.0515, 0.0589, 0.0666, 0.0758, 0.0853, 0.0966, 0.1082, 0.1220,
  0.1360, 0.1527, 0.1694, 0.1892, 0.2090, 0.2322, 0.2551, 0.2816, 0.3076, 0.3374, 0.3662, 0.3987,
  0.4297, 0.4642, 0.4967, 0.5318, 0.5642, 0.5992, 0.6310, 0.6647, 0.6950, 0.7264, 0.7542, 0.7826,
  0.8072, 0.8321, 0.8534, 0.8745, 0.8923, 0.9097, 0.9241, 0.9380, 0.9494, 0.9602, 0.9688, 0.9769,
  0.9832, 0.9889, 0.9932, 0.9970, 0.9997, 1.0000, 1.0000, 1.0000, 1.0000,
];
const LAST_STOP = FIRST_STOP + (FILMIC_DISPLAY.length - 1) / SAMPLES_PER_STOP;

/** Display value (0–1) of scene light 2^stops, interpolated between the samples. */
function displayOf(stops: number): number {
  const at = Math.min(Math.max((stops - FIRST_STOP) * SAMPLES_PER_STOP, 0), FILMIC_DISPLAY.length - 1);
  const i = Math.min(Math.floor(at), FILMIC_DISPLAY.length - 2);
  return FILMIC_DISPLAY[i]! + (at - i) * (FILMIC_DISPLAY[i + 1]! - FILMIC_DISPLAY[i]!);
}

/** The table's steps per stop: finer than an 8-bit step anywhere on the curve. */
export const TABLE_STEPS_PER_STOP = 32;
/** 8-bit display values of scene light from 2^FIRST_STOP up, by 1/TABLE_STEPS_PER_STOP stop. */
export const DISPLAY_OF_STOPS = Uint8Array.from({ length: (LAST_STOP - FIRST_STOP) * TABLE_STEPS_PER_STOP + 1 }, (_, i) =>
  Math.round(255 * displayOf(FIRST_STOP + i / TABLE_STEPS_PER_STOP)),
);
/** The index in DISPLAY_OF_STOPS of scene light 2^stops, clamped to the table. */
export const stopsIndex = (stops: number) => Math.min(DISPLAY_OF_STOPS.length - 1, Math.max(0, Math.round((stops - FIRST_STOP) * TABLE_STEPS_PER_STOP)));

/** For each 8-bit display value, the scene light (log2) the view shows as it: the curve inverted (bisection, it rises). */
export const STOPS_OF_DISPLAY = Float32Array.from({ length: 256 }, (_, v) => {
  let lo = FIRST_STOP;
  let hi = LAST_STOP;
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (displayOf(mid) * 255 < v) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
});

/** How deep the moulding is, as a share of its width: a 2.5 cm moulding stands ~1.5 cm proud. */
export const MOULDING_DEPTH = 0.6;

/**
 * The moulding's cross-section, height (0–1) at t (0 at the outer edge, 1 at the sight edge): a
 * rounded outer lip, a gently falling top, a cove, a small bead and a steep drop to the glass.
 * The 2D renders shade it and the 3D models are extruded from it: one profile for both.
 */
export function mouldingProfile(t: number): number {
  if (t < 0.1) return 0.45 + 0.55 * Math.sin((t / 0.1) * (Math.PI / 2));
  if (t < 0.45) return 1 - 0.12 * ((t - 0.1) / 0.35);
  if (t < 0.7) {
    const u = (t - 0.45) / 0.25;
    return 0.88 - 0.3 * Math.sin(u * (Math.PI / 2));
  }
  if (t < 0.86) {
    const u = (t - 0.7) / 0.16;
    return 0.58 + 0.16 * Math.sin(u * Math.PI);
  }
  const u = (t - 0.86) / 0.14;
  return 0.58 - 0.5 * u * u;
}

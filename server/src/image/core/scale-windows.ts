import type { TemplateWindow } from "./types";

/**
 * Windows of a template resized by `factor` (e.g. the 400 px preview copy). Geometry is stored
 * once, at full size; previews and smaller exports derive theirs with this.
 */
export function scaleWindows(windows: TemplateWindow[], factor: number): TemplateWindow[] {
  const keep = (v: number) => Math.round(v * factor * 100) / 100;
  return windows.map((w) => {
    // The box stays whole pixels and grows outwards, so it still holds every transparent pixel.
    const x = Math.floor(w.box.x * factor);
    const y = Math.floor(w.box.y * factor);
    const right = Math.ceil((w.box.x + w.box.width) * factor);
    const bottom = Math.ceil((w.box.y + w.box.height) * factor);
    return {
      box: { x, y, width: right - x, height: bottom - y },
      quad: w.quad.map(([px, py]) => [keep(px), keep(py)]),
      rectangular: w.rectangular,
      area: Math.round(w.area * factor * factor),
      ...(w.aspect ? { aspect: w.aspect } : {}),
      ...(w.placement ? { placement: w.placement } : {}),
      ...(w.detected !== undefined ? { detected: w.detected } : {}),
      ...(w.smartObject !== undefined ? { smartObject: w.smartObject } : {}),
      // In the quad's own unit square: it scales with the quad.
      ...(w.warp ? { warp: w.warp } : {}),
      ...(w.sizeCm ? { sizeCm: w.sizeCm } : {}),
    };
  });
}

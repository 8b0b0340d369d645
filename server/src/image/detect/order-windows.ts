import type { TemplateWindow } from "../core";

/**
 * Reading order: top to bottom, left to right. Windows whose vertical centre falls within the
 * first window of a row belong to that row, so two frames hung a few pixels apart in height
 * still read left to right.
 */
export function orderWindows(windows: TemplateWindow[]): TemplateWindow[] {
  const centreY = (w: TemplateWindow) => w.box.y + w.box.height / 2;
  const byTop = [...windows].sort((a, b) => centreY(a) - centreY(b) || a.box.x - b.box.x);
  const rows: TemplateWindow[][] = [];
  for (const window of byTop) {
    const row = rows[rows.length - 1];
    const head = row?.[0];
    if (row && head && centreY(window) < head.box.y + head.box.height) row.push(window);
    else rows.push([window]);
  }
  return rows.flatMap((row) => row.sort((a, b) => a.box.x - b.box.x));
}

import type { Template } from "@shared/templates";

/**
 * A room's corners can change under the same template id, and a browser reuses an image it
 * already shows for the same URL: rooms' preview URLs carry a hash of their windows (the
 * server ignores the parameter), so a corrected room is fetched again. Empty for templates.
 */
export function roomVersion(template: Template): string {
  const windows = (template as Template & { windows?: unknown }).windows;
  if (!Array.isArray(windows)) return "";
  let hash = 0;
  for (const ch of JSON.stringify(windows)) hash = (Math.imul(hash, 31) + ch.charCodeAt(0)) | 0;
  return `&v=${(hash >>> 0).toString(36)}`;
}

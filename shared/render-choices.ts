// Frame, mat and light choices as plain values, and their query string: what the studio's first
// screen needs without building render-options.ts's schemas (docs/decisions/0015).
import type { RenderOptionsInput } from "./render-options";

export const FRAME_STYLES = ["none", "black", "white", "oak", "walnut", "natural", "gold", "silver"] as const;
export type FrameStyle = (typeof FRAME_STYLES)[number];
export const MAT_STYLES = ["none", "white", "ivory", "black"] as const;
export type MatStyle = (typeof MAT_STYLES)[number];

/**
 * Art drawn over an opaque room photo: `keep` makes it look photographed there (the photo's light,
 * colour cast and grain, and a glazed frame's reflections kept faintly over it), `no-reflection`
 * the same without the reflections, `off` draws it as it is.
 */
export const ROOM_LIGHTS = ["keep", "no-reflection", "off"] as const;
export type RoomLightOption = (typeof ROOM_LIGHTS)[number];

export const DEFAULT_FRAME_WIDTH_CM = 2.5;
export const DEFAULT_MAT_WIDTH_CM = 5;
export const FRAME_WIDTH_RANGE_CM = [0.5, 15] as const;
export const MAT_WIDTH_RANGE_CM = [0.5, 30] as const;

/**
 * The options as query parameters (`&frame=oak&mat=white…`), defaults left out so a plain render
 * keeps the URL (and the browser cache entry) it always had.
 */
export function renderOptionsQuery(options: RenderOptionsInput): string {
  const parts: string[] = [];
  if (options.frame && options.frame !== "none") parts.push(`frame=${options.frame}`);
  if (options.frame && options.frame !== "none" && options.frameWidth !== undefined && Number(options.frameWidth) !== DEFAULT_FRAME_WIDTH_CM) parts.push(`frameWidth=${String(options.frameWidth)}`);
  if (options.mat && options.mat !== "none") parts.push(`mat=${options.mat}`);
  if (options.mat && options.mat !== "none" && options.matWidth !== undefined && Number(options.matWidth) !== DEFAULT_MAT_WIDTH_CM) parts.push(`matWidth=${String(options.matWidth)}`);
  if (options.size) parts.push(`size=${encodeURIComponent(options.size)}`);
  return parts.map((p) => `&${p}`).join("");
}

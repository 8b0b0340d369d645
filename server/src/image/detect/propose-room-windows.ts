import { findPhotoFrames } from "./find-photo-frames";
import { fallbackQuad } from "./fallback-quad";
import { findTransparentWindows } from "./find-transparent-windows";
import type { RawImage, TemplateWindow } from "../core";
import { windowFromQuad } from "./window-from-quad";

/**
 * The windows of a room photo: its transparent windows when it has any (art goes under them,
 * as in a catalogue template); else the frames, canvases and posters found in the photo, best
 * first (art goes over them); else a centred quad in the upper middle for the person to place.
 */
export async function proposeRoomWindows(pixels: RawImage): Promise<TemplateWindow[]> {
  const transparent = await findTransparentWindows(pixels);
  if (transparent.length > 0) return transparent.map((w) => ({ ...w, placement: "under", detected: true }));
  const frames = (await findPhotoFrames(pixels)).filter((f) => f.confident);
  if (frames.length > 0) return frames.map((f) => windowFromQuad(f.quad, pixels, { placement: "over", detected: true }));
  return [windowFromQuad(fallbackQuad(pixels.width, pixels.height), pixels, { placement: "over", detected: false })];
}

import { describeAspectRatio, proposeRoomWindows } from "../detect";
import { decodeImage, inspectImage, TEMPLATE_LIMITS } from "../decode";
import { measureWindow } from "../core";
import { encodeTemplateCopies, type PreparedTemplate } from "./prepare-template";

/**
 * A user's room photo, JPEG or PNG, with or without transparency: validated and normalised like
 * a template, with its windows found (never refused for having none: it then gets a quad to place).
 */
export async function prepareRoom(input: Uint8Array): Promise<PreparedTemplate> {
  await inspectImage(input, TEMPLATE_LIMITS);
  const pixels = await decodeImage(input, TEMPLATE_LIMITS);
  const windows = await proposeRoomWindows(pixels);
  const largest = windows.reduce((a, w) => (a.area >= w.area ? a : w));
  const { width, height } = measureWindow(largest);
  return { ...(await encodeTemplateCopies(pixels, windows)), aspectRatio: describeAspectRatio(width, height) };
}

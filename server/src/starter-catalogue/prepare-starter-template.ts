import { prepareTemplate, type PreparedTemplate } from "../image";
import { generateStarterTemplate } from "./generate-starter-template";
import type { StarterTemplateInfo } from "./starter-types";

/** A starter room drawn and put through the same ingest as an uploaded template. */
export type PreparedStarter = { info: StarterTemplateInfo; prepared: PreparedTemplate };

/**
 * Draws starter template `index` and prepares it as an admin's upload would be (windows, preview
 * copy, thumbnail). `background`: waits for the image budget rather than failing.
 */
export async function prepareStarterTemplate(index: number, scale: number): Promise<PreparedStarter> {
  const { png, timings: _timings, ...info } = await generateStarterTemplate(index, { scale });
  return { info, prepared: await prepareTemplate(png, { background: true, bareWall: info.wall !== undefined }) };
}

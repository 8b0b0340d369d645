import type { Point } from "@shared/template-window";
import { type Template, type WallScaleInput, templateSchema } from "@shared/templates";
import { apiRequest } from "@/lib/api";
import { parseResponse, stepError } from "../lib/step-error";

/** `quads`: a photo's corners as the admin placed them (absent: as found); `smartObjects`: a PSD's that receive the art (absent: the default). */
export type NewTemplate = { name: string; imageUrl: string; category: string; featured: boolean; quads?: Point[][]; wall?: WallScaleInput; smartObjects?: number[] };

export async function createTemplate({ quads, ...input }: NewTemplate): Promise<Template> {
  let res: Response;
  try {
    res = await apiRequest("POST", "/api/templates", quads ? { ...input, windows: quads.map((quad) => ({ quad })) } : input);
  } catch (error) {
    throw stepError("Failed to create template", error);
  }
  return parseResponse(res, templateSchema);
}

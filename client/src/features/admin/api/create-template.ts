import { type Template, type WallScaleInput, templateSchema } from "@shared/templates";
import { apiRequest } from "@/lib/api";
import { parseResponse, stepError } from "../lib/step-error";

export type NewTemplate = { name: string; imageUrl: string; category: string; featured: boolean; wall?: WallScaleInput };

export async function createTemplate(input: NewTemplate): Promise<Template> {
  let res: Response;
  try {
    res = await apiRequest("POST", "/api/templates", input);
  } catch (error) {
    throw stepError("Failed to create template", error);
  }
  return parseResponse(res, templateSchema);
}

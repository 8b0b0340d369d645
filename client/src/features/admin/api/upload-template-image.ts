import { type TemplateUploadResponse, templateUploadResponseSchema } from "@shared/templates";
import { apiRequest } from "@/lib/api";
import { parseResponse, stepError } from "../lib/step-error";

/**
 * Stores the image and detects its windows; the returned imageUrl is what POST /api/templates
 * takes. `bareWall`: a wall photo without a window is accepted (it is given a scale on create).
 */
export async function uploadTemplateImage(file: File, { bareWall = false }: { bareWall?: boolean } = {}): Promise<TemplateUploadResponse> {
  const form = new FormData();
  form.append("image", file, file.name);
  let res: Response;
  try {
    res = await apiRequest("POST", `/api/templates/upload${bareWall ? "?bareWall=true" : ""}`, form);
  } catch (error) {
    throw stepError("Failed to upload image", error);
  }
  return parseResponse(res, templateUploadResponseSchema);
}

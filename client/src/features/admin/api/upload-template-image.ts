import { type TemplateUploadResponse, templateUploadResponseSchema } from "@shared/templates";
import { apiRequest } from "@/lib/api";
import { parseResponse, stepError } from "../lib/step-error";

/**
 * Stores the image and detects its windows; the returned imageUrl is what POST /api/templates
 * takes. `transparentOnly` (bulk upload, which nobody reviews) refuses a photo without a
 * transparent window instead of proposing a frame in it.
 */
export async function uploadTemplateImage(file: File, { transparentOnly = false } = {}): Promise<TemplateUploadResponse> {
  const form = new FormData();
  form.append("image", file, file.name);
  let res: Response;
  try {
    res = await apiRequest("POST", `/api/templates/upload${transparentOnly ? "?windows=transparent" : ""}`, form);
  } catch (error) {
    throw stepError("Failed to upload image", error);
  }
  return parseResponse(res, templateUploadResponseSchema);
}

import { type TemplateUploadResponse, templateUploadResponseSchema } from "@shared/templates";
import { uploadWithProgress } from "@/lib/api";
import { PARSE_FAILED, stepError } from "../lib/step-error";

/**
 * Stores the image and detects its windows; the returned imageUrl is what POST /api/templates
 * takes (with upload progress: a Photoshop file can be 300 MB). `transparentOnly` (bulk upload, which nobody reviews) refuses a photo without a
 * transparent window instead of proposing a frame in it; `bareWall` takes a wall photo as it is
 * (no frame proposed), for a template given a wall scale on create.
 */
export async function uploadTemplateImage(
  file: File,
  { transparentOnly = false, bareWall = false, onProgress }: { transparentOnly?: boolean; bareWall?: boolean; onProgress?: (percent: number) => void } = {},
): Promise<TemplateUploadResponse> {
  const form = new FormData();
  form.append("image", file, file.name);
  let answer: unknown;
  try {
    const query = bareWall ? "?bareWall=true" : transparentOnly ? "?windows=transparent" : "";
    answer = await uploadWithProgress(`/api/templates/upload${query}`, form, { onProgress });
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(PARSE_FAILED, { cause: error });
    throw stepError("Failed to upload image", error);
  }
  const parsed = templateUploadResponseSchema.safeParse(answer);
  if (!parsed.success) throw new Error(PARSE_FAILED);
  return parsed.data;
}

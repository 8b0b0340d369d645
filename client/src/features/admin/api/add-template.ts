import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import type { Template } from "@shared/templates";
import { toast } from "@/lib/toast-store";
import { type NewTemplate, createTemplate } from "./create-template";
import { invalidateTemplates } from "@/lib/templates/template-keys";
import { uploadTemplateImage } from "./upload-template-image";

/** The form's values: a chosen file wins over a pasted image URL. */
export type AddTemplateInput = Omit<NewTemplate, "imageUrl"> & { file: File | null; imageUrl: string | null };

type Uploaded = { file: File; imageUrl: string };

/**
 * Spec §2 flow: upload the file (when there is one), then create the template from its URL.
 * `onUploaded` hears about the stored image, so a retry after a failed create can pass it back
 * as `reuse` instead of sending (and analysing) the same file again.
 */
export async function addTemplate(
  { file, imageUrl, ...rest }: AddTemplateInput,
  { reuse, onUploaded }: { reuse?: Uploaded | null; onUploaded?: (uploaded: Uploaded) => void } = {},
): Promise<Template> {
  let url = imageUrl;
  if (file) {
    url = reuse?.file === file ? reuse.imageUrl : (await uploadTemplateImage(file, { bareWall: rest.wall !== undefined })).imageUrl;
    onUploaded?.({ file, imageUrl: url });
  }
  if (!url) throw new Error("Please upload an image or provide an image URL");
  return createTemplate({ ...rest, imageUrl: url });
}

function windowsNote(template: Template): string {
  if (template.pxPerCm !== null) return `a bare wall at ${template.pxPerCm.toFixed(2)} px per cm`;
  const ratio = template.aspectRatio ? `, aspect ratio ${template.aspectRatio}` : "";
  return `${template.windowCount} window${template.windowCount === 1 ? "" : "s"} found${ratio}`;
}

export function useAddTemplate({ onAdded }: { onAdded?: (template: Template) => void } = {}) {
  const queryClient = useQueryClient();
  // An upload whose create step failed; the server keeps it until a template claims it.
  const pendingUpload = useRef<Uploaded | null>(null);
  return useMutation({
    mutationFn: (input: AddTemplateInput) =>
      addTemplate(input, { reuse: pendingUpload.current, onUploaded: (uploaded) => (pendingUpload.current = uploaded) }),
    meta: { errorTitle: "Failed to add template", errorFallback: "The template could not be added. Please try again." },
    onSuccess: async (template) => {
      pendingUpload.current = null;
      toast({ title: "Template added", description: `"${template.name}" is in the catalogue (${windowsNote(template)}).` });
      onAdded?.(template);
      await invalidateTemplates(queryClient);
    },
  });
}

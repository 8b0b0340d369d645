import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import type { Template, TemplateUploadResponse } from "@shared/templates";
import { toast } from "@/lib/toast-store";
import { type NewTemplate, createTemplate } from "./create-template";
import { invalidateTemplates } from "@/lib/templates/template-keys";
import { uploadTemplateImage } from "./upload-template-image";

/** The form's values: a chosen file wins over a pasted image URL. */
export type AddTemplateInput = Omit<NewTemplate, "imageUrl"> & { file: File | null; imageUrl: string | null };

type Uploaded = { file: File; upload: TemplateUploadResponse };

/**
 * `added`: the template is in the catalogue. `place`: the file is a photo (no transparent
 * window), stored with the frames found in it; the admin checks its corners in the editor
 * and sends them back (`quads`) to create the template. `choose`: the file is a Photoshop
 * mockup; the admin ticks the smart objects that receive the art (`smartObjects`).
 */
export type AddTemplateResult =
  | { status: "added"; template: Template }
  | { status: "place"; upload: TemplateUploadResponse }
  | { status: "choose"; upload: TemplateUploadResponse };

/**
 * Spec §2 flow: upload the file (when there is one), then create the template from its URL.
 * `onUploaded` hears about the stored image, so a retry after a failed create (or the create
 * after placing a photo's corners) can pass it back as `reuse` instead of sending (and
 * analysing) the same file again.
 */
export async function addTemplate(
  { file, imageUrl, quads, smartObjects, ...rest }: AddTemplateInput,
  { reuse, onUploaded, onProgress }: { reuse?: Uploaded | null; onUploaded?: (uploaded: Uploaded) => void; onProgress?: (percent: number) => void } = {},
): Promise<AddTemplateResult> {
  let url = imageUrl;
  if (file) {
    const upload = reuse?.file === file ? reuse.upload : await uploadTemplateImage(file, { bareWall: rest.wall !== undefined, onProgress });
    onUploaded?.({ file, upload });
    url = upload.imageUrl;
    if (upload.psd) {
      if (!smartObjects) return { status: "choose", upload };
      return { status: "added", template: await createTemplate({ ...rest, imageUrl: url, smartObjects }) };
    }
    if (upload.placement === "over" && !quads) return { status: "place", upload };
  }
  if (!url) throw new Error("Please upload an image or provide an image URL");
  return { status: "added", template: await createTemplate({ ...rest, imageUrl: url, quads }) };
}

function windowsNote(template: Template): string {
  if (template.psd) {
    const n = template.windowCount;
    return `a Photoshop mockup, ${n} smart object${n === 1 ? "" : "s"} receiving the art`;
  }
  if (template.pxPerCm !== null) return `a bare wall at ${template.pxPerCm.toFixed(2)} px per cm`;
  const ratio = template.aspectRatio ? `, aspect ratio ${template.aspectRatio}` : "";
  return `${template.windowCount} window${template.windowCount === 1 ? "" : "s"} found${ratio}`;
}

export function useAddTemplate({ onAdded, onPlace }: { onAdded?: (template: Template) => void; onPlace?: (upload: TemplateUploadResponse) => void } = {}) {
  const queryClient = useQueryClient();
  // An upload whose create step failed (or waits for its corners); the server keeps it until a template claims it.
  const pendingUpload = useRef<Uploaded | null>(null);
  // The file's upload, 0–100, while it goes out; null before and after.
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: AddTemplateInput) =>
      addTemplate(input, { reuse: pendingUpload.current, onUploaded: (uploaded) => (pendingUpload.current = uploaded), onProgress: setProgress }),
    onSettled: () => setProgress(null),
    meta: { errorTitle: "Failed to add template", errorFallback: "The template could not be added. Please try again." },
    onSuccess: async (result) => {
      if (result.status !== "added") {
        onPlace?.(result.upload);
        return;
      }
      const { template } = result;
      pendingUpload.current = null;
      const note = template.placement === "over" && !template.psd ? "art is drawn over the photo" : windowsNote(template);
      toast({ title: "Template added", description: `"${template.name}" is in the catalogue (${note}).` });
      onAdded?.(template);
      await invalidateTemplates(queryClient);
    },
  });
  return Object.assign(mutation, { progress });
}

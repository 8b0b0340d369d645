import { z } from "zod";
import type { TemplateWindow } from "./template-window";

export { PSD_FILE_NAME, PSD_UPLOAD_LIMITS } from "./psd-limits";

/** Above these the uploader is warned: mean absolute error per channel, 0–255 (issue 28). */
export const PSD_FIDELITY_WARN = { canvas: 1.0, window: 4.0 } as const;

/** The self-test at import: our render with the smart objects' own contents against Photoshop's composite. */
export const psdFidelitySchema = z.object({
  canvas: z.number().nullable(),
  windows: z.array(z.number().nullable()),
  /** False when the file has no usable composite to compare with. */
  composite: z.boolean(),
});
export type PsdFidelityJson = z.infer<typeof psdFidelitySchema>;

export const psdSmartObjectSchema = z.object({
  index: z.number().int(),
  name: z.string(),
  /** Why it cannot take the art (it keeps its own content). */
  refusal: z.string().optional(),
  /** Takes the art: chosen, or by default named design/artwork/your… (else every usable one). */
  selected: z.boolean(),
  thumbnail: z.string(),
});

/** A Photoshop feature the file uses (a blend mode, an adjustment, a warp…): rendered, or why not. */
export const psdFeatureSchema = z.object({ name: z.string(), supported: z.boolean(), reason: z.string().optional() });
export type PsdFeature = z.infer<typeof psdFeatureSchema>;

/** What a PSD template's import shows: its smart objects to choose from, the features it uses, the self-test. */
export const psdImportSchema = z.object({ smartObjects: z.array(psdSmartObjectSchema), features: z.array(psdFeatureSchema).optional(), fidelity: psdFidelitySchema });
export type PsdImport = z.infer<typeof psdImportSchema>;

/** Which smart objects receive the art (indices from `smartObjects`); at least one. */
export const smartObjectChoiceSchema = z.array(z.number().int().nonnegative()).min(1, "Choose at least one smart object to receive the art");

/** Stored with the template row (jsonb): each smart object with its window, and the self-test. */
export type PsdTemplateInfo = {
  smartObjects: { index: number; name: string; refusal?: string; thumbnail: string; window: TemplateWindow }[];
  /** Absent on templates imported before issue 29. */
  features?: PsdFeature[];
  fidelity: PsdFidelityJson;
};

/** Whether the self-test says to look twice. */
export const fidelityWarning = (f: PsdFidelityJson) =>
  !f.composite || (f.canvas ?? 0) > PSD_FIDELITY_WARN.canvas || f.windows.some((w) => (w ?? 0) > PSD_FIDELITY_WARN.window);

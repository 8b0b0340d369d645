import { printSizeSchema } from "@shared/print-size";
import { wallScaleSchema, type WallScaleInput } from "@shared/templates";

export type ImagePoint = [number, number];

/** What the editor holds: a reference line over something of known length, the anchor and the default size. */
export type WallScaleDraft = {
  line: [ImagePoint, ImagePoint] | null;
  lengthCm: string;
  /** The scale already stored, kept until a new line is drawn. */
  storedPxPerCm: number | null;
  anchor: ImagePoint | null;
  defaultSize: string;
};

export const emptyWallDraft = (stored?: { pxPerCm: number | null; anchor: ImagePoint | null; defaultSize: string | null }): WallScaleDraft => ({
  line: null,
  lengthCm: "",
  storedPxPerCm: stored?.pxPerCm ?? null,
  anchor: stored?.anchor ?? null,
  defaultSize: stored?.defaultSize ?? "50x70cm",
});

/** A pointer position over the displayed image, in the image's own pixels (clamped to it). */
export function toImagePoint(clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }, natural: { width: number; height: number }): ImagePoint {
  const x = ((clientX - box.left) / box.width) * natural.width;
  const y = ((clientY - box.top) / box.height) * natural.height;
  const clamp = (v: number, max: number) => Math.round(Math.min(max, Math.max(0, v)) * 10) / 10;
  return [clamp(x, natural.width), clamp(y, natural.height)];
}

export const lineLength = ([a, b]: [ImagePoint, ImagePoint]) => Math.hypot(b[0] - a[0], b[1] - a[1]);

/** Pixels per cm from the drawn line and its length, else the stored scale; null while neither is usable. */
export function draftPxPerCm(draft: WallScaleDraft): number | null {
  if (draft.line) {
    const cm = Number(draft.lengthCm);
    const px = lineLength(draft.line);
    return draft.lengthCm.trim() && Number.isFinite(cm) && cm > 0 && px >= 1 ? Math.round((px / cm) * 1000) / 1000 : null;
  }
  return draft.storedPxPerCm;
}

/** The default print's outline around the anchor, in image pixels, for the preview rectangle. */
export function draftPrintRect(draft: WallScaleDraft): { x: number; y: number; width: number; height: number } | null {
  const scale = draftPxPerCm(draft);
  const size = printSizeSchema.safeParse(draft.defaultSize);
  if (!scale || !draft.anchor || !size.success) return null;
  const width = size.data.widthCm * scale;
  const height = size.data.heightCm * scale;
  return { x: draft.anchor[0] - width / 2, y: draft.anchor[1] - height / 2, width, height };
}

/** The wall as the API takes it, or the first thing still missing or wrong (the API's own messages). */
export function buildWallScale(draft: WallScaleDraft): { wall: WallScaleInput } | { error: string } {
  if (draft.line && !(Number(draft.lengthCm) > 0)) return { error: "Enter the reference line's length in cm" };
  const pxPerCm = draftPxPerCm(draft);
  if (pxPerCm === null) return { error: "Draw a reference line over something of known length" };
  if (!draft.anchor) return { error: "Click the wall where the centre of the piece goes" };
  const parsed = wallScaleSchema.safeParse({ pxPerCm, anchor: draft.anchor, defaultSize: draft.defaultSize });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "Invalid wall scale" };
  return { wall: { pxPerCm, anchor: draft.anchor, defaultSize: parsed.data.defaultSize } };
}

import type { TemplateWindow } from "../../image";

/** `over` for a photo (art drawn over it, corners editable); `under` for transparent windows. */
export function windowPlacement(windows: readonly TemplateWindow[] | null | undefined): "under" | "over" {
  return windows?.[0]?.placement === "over" ? "over" : "under";
}

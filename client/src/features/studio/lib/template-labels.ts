import type { Template } from "@shared/templates";
import { capitalize, normalizeValue } from "./template-filters";

/** Spec §2: a card shows the part of the name before " - " ("Mockup #3 - 4x5 - Black" → "Mockup #3"). */
export function templateDisplayName(name: string): string {
  return (name.split(" - ")[0] ?? name).trim() || name.trim();
}

/**
 * Spec §2: aspect ratio, colour and room type, capitalised and joined by " - "; missing ones left
 * out. A bare wall (no ratio or colour: the user picks both) says it shows the print at true size.
 */
export function templateDetails(template: Pick<Template, "aspectRatio" | "color" | "roomType"> & Partial<Pick<Template, "pxPerCm">>): string {
  return [template.aspectRatio, template.color, template.pxPerCm != null ? "true size" : null, template.roomType]
    .map(normalizeValue)
    .filter((v): v is string => v !== null)
    .map(capitalize)
    .join(" - ");
}

/** Spec §2: the save dialog's default name. */
export function defaultMockupName(templateName: string): string {
  return `My ${templateDisplayName(templateName)} Mockup`;
}

import { useSyncExternalStore } from "react";
import { z } from "zod";
import { EXPORT_FORMATS, type DownloadFormat, type ExportFormat } from "@shared/artworks";

/** The quality slider's range: below 60 JPEG artefacts show on art; the API itself takes 1–100. */
export const JPEG_QUALITY_SLIDER = { min: 60, max: 100, step: 5 } as const;
/** Visually lossless for photographs and prints, at about a third of the PNG's size. */
export const DEFAULT_JPEG_QUALITY = 90;

/** What the user picked; the quality is kept while PNG is chosen, so switching back finds it. */
export type DownloadChoice = { format: ExportFormat; quality: number };
export const DEFAULT_DOWNLOAD_CHOICE: DownloadChoice = { format: "png", quality: DEFAULT_JPEG_QUALITY };

const STORAGE_KEY = "mockup-studio:download-format";
const storedSchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  quality: z.number().int().min(JPEG_QUALITY_SLIDER.min).max(JPEG_QUALITY_SLIDER.max),
});

/** Where storage is refused (private modes, blocked cookies) the choice lives for the page's life. */
let memory: string | null = null;
let storageRefused = false;
let snapshot: { raw: string | null; value: DownloadChoice } | null = null;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  if (storageRefused) return memory;
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    storageRefused = true;
    return memory;
  }
}

function parse(raw: string | null): DownloadChoice {
  if (raw === null) return DEFAULT_DOWNLOAD_CHOICE;
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_DOWNLOAD_CHOICE;
  } catch {
    return DEFAULT_DOWNLOAD_CHOICE;
  }
}

/** The same object while the stored text is unchanged, as useSyncExternalStore needs. */
function getChoice(): DownloadChoice {
  const raw = readRaw();
  if (snapshot === null || snapshot.raw !== raw) snapshot = { raw, value: parse(raw) };
  return snapshot.value;
}

function setChoice(next: DownloadChoice): void {
  const raw = JSON.stringify(next);
  memory = raw;
  try {
    localStorage.setItem(STORAGE_KEY, raw);
  } catch {
    storageRefused = true;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/**
 * The download format the user last chose (PNG by default), remembered across visits: the
 * preview dialogs set it, and every single download (cards included) uses it.
 */
export function useDownloadChoice(): [DownloadChoice, (next: DownloadChoice) => void] {
  return [useSyncExternalStore(subscribe, getChoice, () => DEFAULT_DOWNLOAD_CHOICE), setChoice];
}

/** The choice as the download routes take it: a JPEG carries its quality, a PNG none. */
export const toDownloadFormat = (choice: DownloadChoice): DownloadFormat =>
  choice.format === "jpeg" ? { format: "jpeg", quality: choice.quality } : { format: "png" };

import { useSyncExternalStore } from "react";
import { EXPORT_FORMATS, type DownloadFormat, type ExportFormat } from "@shared/api-urls";

/** The quality slider's range: below 60 JPEG artefacts show on art; the API itself takes 1–100. */
export const JPEG_QUALITY_SLIDER = { min: 60, max: 100, step: 5 } as const;
/** Visually lossless for photographs and prints, at about a third of the PNG's size. */
export const DEFAULT_JPEG_QUALITY = 90;

/** What the user picked; the quality is kept while PNG is chosen, so switching back finds it. */
export type DownloadChoice = { format: ExportFormat; quality: number };
export const DEFAULT_DOWNLOAD_CHOICE: DownloadChoice = { format: "png", quality: DEFAULT_JPEG_QUALITY };

const STORAGE_KEY = "mockup-studio:download-format";

/** A stored choice as this app wrote it; checked by hand, the studio's first screen reads it (docs/decisions/0015). */
function isChoice(v: unknown): v is DownloadChoice {
  const c = (typeof v === "object" && v !== null ? v : {}) as Record<string, unknown>;
  const quality = Number.isInteger(c.quality) && (c.quality as number) >= JPEG_QUALITY_SLIDER.min && (c.quality as number) <= JPEG_QUALITY_SLIDER.max;
  return EXPORT_FORMATS.some((f) => f === c.format) && quality;
}

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
    const stored: unknown = JSON.parse(raw);
    return isChoice(stored) ? { format: stored.format, quality: stored.quality } : DEFAULT_DOWNLOAD_CHOICE;
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

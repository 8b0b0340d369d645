import { ApiError, fetchBlob } from "@/lib/api";
import { readLimitFigures } from "@/lib/limit-reached";

/** Spec §4: mobile browsers get the fetch-and-blob path; iOS users are told to long-press. */
const MOBILE_AGENT = /iPhone|iPad|iPod|Android/i;
const IOS_AGENT = /iPhone|iPad|iPod/i;
/** Spec §4: the object URL is released this long after the click. */
const CLEANUP_DELAY_MS = 100;

export const isIos = () => IOS_AGENT.test(navigator.userAgent);
export const isMobile = () => MOBILE_AGENT.test(navigator.userAgent);

/** Thrown when the server refuses a download because the free plan's limit is reached. */
export class LimitReachedError extends Error {
  constructor(readonly freeLimit: number) {
    super("Free tier limit reached");
  }
}

/**
 * The free plan's refusal, known by its code (or, from a server that predates codes, by a 403
 * whose body carries the limit).
 */
function asLimitReached(error: unknown): LimitReachedError | null {
  if (!(error instanceof ApiError) || (error.code !== "limit_reached" && error.status !== 403)) return null;
  const figures = readLimitFigures(error.body);
  return figures ? new LimitReachedError(figures.freeLimit) : null;
}

/**
 * Fetches a (counted) download and saves it under `fileName`. The fetch goes first so a 403
 * at the limit is seen as JSON instead of landing in the user's downloads folder.
 * Returns "ios" when the image was opened for a long-press save instead.
 */
export async function downloadFile(url: string, fileName: string): Promise<"saved" | "ios"> {
  let blob: Blob;
  try {
    blob = await fetchBlob(url);
  } catch (error) {
    throw asLimitReached(error) ?? error;
  }
  const blobUrl = URL.createObjectURL(blob);
  if (isIos()) {
    window.open(blobUrl, "_blank");
    setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
    return "ios";
  }
  const link = document.createElement("a");
  link.href = blobUrl;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(blobUrl);
  }, CLEANUP_DELAY_MS);
  return "saved";
}

import { throwIfResNotOk } from "./request";

/**
 * The file at `url` as a Blob, with cookies and past the HTTP cache. Fetched rather than
 * navigated to so a refusal (a non-OK answer, thrown as an `ApiError`) is read as JSON instead
 * of being saved as the file.
 */
export async function fetchBlob(url: string): Promise<Blob> {
  const res = await fetch(url, { credentials: "include", cache: "no-store" });
  await throwIfResNotOk(res);
  return res.blob();
}

/**
 * Loads and decodes an image off-screen, so the card can swap to it without a blank frame
 * (the <img> that shows it next is answered from the browser's memory cache). Rejects when
 * the server could not render it; an abort stops the download.
 */
export function preloadImage(url: string, signal?: AbortSignal): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const img = new Image();
    const onAbort = () => {
      img.src = "";
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    img.decoding = "async";
    img.src = url;
    img
      .decode()
      .then(() => resolve(img))
      .catch(() => reject(new Error(`Could not load ${url}`)))
      .finally(() => signal?.removeEventListener("abort", onAbort));
  });
}

/** The pixel size of a local image file (its object URL), as the browser shows it (EXIF-rotated). */
export async function measureImage(url: string): Promise<{ width: number; height: number }> {
  const img = await preloadImage(url);
  return { width: img.naturalWidth, height: img.naturalHeight };
}

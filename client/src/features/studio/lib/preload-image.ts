/**
 * Loads an image off-screen, so the card can swap to it without a blank frame (the <img> that
 * shows it next is answered from the browser's memory cache, and a small picture is decoded as
 * its tiles are drawn). Not `img.decode()`: Chromium answers that through the compositor, a frame
 * or two later, and frames are slow while a grid of processing cards is drawn in software (the
 * first preview showed ~80 ms later; docs/decisions/0008-preview-batches.md). Rejects when the
 * server could not render it; an abort stops the download.
 */
export function preloadImage(url: string, signal?: AbortSignal): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const img = new Image();
    const done = () => {
      img.onload = img.onerror = null;
      signal?.removeEventListener("abort", onAbort);
    };
    const onAbort = () => {
      done();
      img.src = "";
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    img.onload = () => {
      done();
      resolve(img);
    };
    img.onerror = () => {
      done();
      reject(new Error(`Could not load ${url}`));
    };
    img.src = url;
  });
}

/** The pixel size of a local image file (its object URL), as the browser shows it (EXIF-rotated). */
export async function measureImage(url: string): Promise<{ width: number; height: number }> {
  const img = await preloadImage(url);
  return { width: img.naturalWidth, height: img.naturalHeight };
}

import { toSharpInput, yieldToEventLoop, type ImageSource, type RawImage } from "../core";

/** Magic Kernel Sharp: as crisp as lanczos3 with less ringing. */
const TEMPLATE_RESIZE_KERNEL = "mks2021" as const;
/**
 * Every sharp kernel but a blurry box ripples alpha near a window: opaque frame pixels come out
 * at 253–254 up to ~3 px away, past the art's bleed, as faint see-through specks. Alpha this
 * close to opaque (≥ 98.4 %) is set back to opaque; no one can see a 1.6 % difference.
 */
const ALPHA_RIPPLE = 4;
/** Pixels cleaned between yields. */
const PIXELS_PER_SLICE = 1 << 20;

/** A template scaled to width × height as RGBA pixels, its frame as opaque as the original's. */
export async function resizeTemplate(template: ImageSource, width: number, height: number): Promise<RawImage> {
  const { data, info } = await toSharpInput(template)
    .ensureAlpha()
    .resize(width, height, { fit: "fill", kernel: TEMPLATE_RESIZE_KERNEL })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const opaqueFrom = 255 - ALPHA_RIPPLE;
  for (let start = 0; start < data.length; start += PIXELS_PER_SLICE * 4) {
    const end = Math.min(data.length, start + PIXELS_PER_SLICE * 4);
    for (let i = start + 3; i < end; i += 4) if (data[i]! >= opaqueFrom) data[i] = 255;
    if (end < data.length) await yieldToEventLoop();
  }
  return { data, width: info.width, height: info.height, channels: 4 };
}

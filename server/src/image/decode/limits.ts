/** Size limits for untrusted uploads, checked from the file header before any pixel is decoded. */
export type ImageLimits = {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Largest accepted width × height (after decoding the RGBA copy is 4 bytes per pixel). */
  maxPixels: number;
};

const MB = 1024 * 1024;

/** Artworks: a 50 MP camera JPEG is under 40 MB; 50 MP decodes to 200 MB RGBA, a bounded worst case. */
export const ARTWORK_LIMITS: ImageLimits = { maxBytes: 40 * MB, maxPixels: 50_000_000 };

/**
 * Templates: large room scenes are lossless PNGs (bigger files than JPEG), and detection holds
 * one 60 MP RGBA copy (240 MB) at a time; admins upload them rarely.
 */
export const TEMPLATE_LIMITS: ImageLimits = { maxBytes: 80 * MB, maxPixels: 60_000_000 };

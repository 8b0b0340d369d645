/** Size limits for untrusted uploads, checked from the file header before any pixel is decoded. */
export type ImageLimits = {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Largest accepted width × height (after decoding the RGBA copy is 4 bytes per pixel). */
  maxPixels: number;
};

const MB = 1024 * 1024;

/**
 * The longest side of any upload is at most this many times its shortest. Panoramas and scrolls
 * stay well inside; a 1 × 50 000 strip would give a thumbnail or preview no pixel on one side
 * (or one too long for WebP's 16 383) and a window with no area.
 */
export const MAX_IMAGE_ASPECT = 20;

/** Artworks: a 50 MP camera JPEG is under 40 MB; 50 MP decodes to 200 MB RGBA, a bounded worst case. */
export const ARTWORK_LIMITS: ImageLimits = { maxBytes: 40 * MB, maxPixels: 50_000_000 };

/**
 * Templates: large room scenes are lossless PNGs (bigger files than JPEG), and detection holds
 * one 60 MP RGBA copy (240 MB) at a time; admins upload them rarely.
 */
export const TEMPLATE_LIMITS: ImageLimits = { maxBytes: 80 * MB, maxPixels: 60_000_000 };

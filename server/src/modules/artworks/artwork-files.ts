/**
 * Where an artwork's copies live. The keys carry no extension: these files are never served,
 * only read by the engine, which tells JPEG from PNG by content (the format follows the
 * artwork's transparency, and the row does not record it).
 */
export const artworkKeys = (id: string) => ({
  /** Full size, upright, sRGB: full-resolution renders whose windows need more than the working copy. */
  original: `artworks/${id}/original`,
  /** ≤ 1600 px long edge: most exports and saves. */
  working: `artworks/${id}/working`,
  /** ≤ 600 px long edge: the ≤ 400 px previews. */
  preview: `artworks/${id}/preview`,
});

export const ARTWORKS_PREFIX = "artworks/";

const HOUR_MS = 3_600_000;

/** Spec-free choice: an anonymous visitor's artwork is a scratch file, gone after a day. */
export const ANONYMOUS_ARTWORK_TTL_MS = 24 * HOUR_MS;
/**
 * A signed-in user's artwork lives 30 days: long enough to come back to a studio session, short
 * enough that uploads do not pile up forever (saved mockups keep their own files and never expire).
 */
export const USER_ARTWORK_TTL_MS = 30 * 24 * HOUR_MS;

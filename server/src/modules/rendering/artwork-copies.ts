/** Every artwork copy lives under this prefix (the sweep lists it). */
export const ARTWORKS_PREFIX = "artworks/";

/**
 * Where an artwork's copies live. The keys carry no extension: these files are never served,
 * only read by the engine, which tells JPEG from PNG by content (the format follows the
 * artwork's transparency, and the row does not record it).
 */
export const artworkKeys = (id: string) => ({
  /** Full size, upright, sRGB: full-resolution renders whose windows need more than the working copy. */
  original: `${ARTWORKS_PREFIX}${id}/original`,
  /** ≤ 1600 px long edge: most exports and saves. */
  working: `${ARTWORKS_PREFIX}${id}/working`,
  /** ≤ 600 px long edge: the ≤ 400 px previews. */
  preview: `${ARTWORKS_PREFIX}${id}/preview`,
});

/** Said for an artwork that does not exist, is not the caller's, or whose copies are gone. */
export const ARTWORK_NOT_FOUND = "Artwork not found";

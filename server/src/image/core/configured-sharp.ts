import sharp from "sharp";

// libvips caches operation results keyed by input; every upload and render here is a new buffer,
// so the cache only holds ~50 MB of pixels that are never reused. Off keeps memory flat.
sharp.cache(false);

/** sharp, configured for this server: every file in the image engine imports it from here. */
export { sharp };

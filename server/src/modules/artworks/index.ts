// The artworks module's face: uploaded art, who owns it, previews and counted exports.
export { artworkOwner, type ArtworkOwner } from "./artwork-owner";
export { createArtwork } from "./create-artwork";
export { deleteUserArtworks } from "./delete-user-artworks";
export { exportMockup } from "./export-mockup";
export { findArtwork } from "./find-artwork";
export { previewMockup } from "./preview-mockup";
export { listArtworks, listUserArtworks, toArtworkJson } from "./list-artworks";
export { artworkRoutes } from "./routes";
export { sweepExpiredArtworks } from "./sweep-expired-artworks";
export { UPLOAD_LIMIT, uploaderKey } from "./upload-limit";
export { keepArtworks } from "./keep-artworks";

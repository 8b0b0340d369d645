// The artworks module's face: uploaded art, who owns it, previews and counted exports.
export { artworkOwner, type ArtworkOwner } from "./artwork-owner";
export { deleteUserArtworks } from "./delete-user-artworks";
export { findArtwork } from "./find-artwork";
export { listUserArtworks } from "./list-artworks";
export { artworkRoutes } from "./routes";
export { sweepExpiredArtworks } from "./sweep-expired-artworks";

// Rendering: the art placed into a template's stored windows (warped when angled) or hung on a
// bare wall at its true size, the room's light carried onto it, previews blended in JS, full
// renders composited by sharp, then encoded.
export { loadArtwork } from "./load-artwork";
export { BLEED_PX, placeArtwork } from "./place-artwork";
export { preparePreviewTemplate, previewTemplateBytes, type PreviewTemplate } from "./prepare-preview-template";
export { renderMockup, type RenderMockupOptions, type RoomLight } from "./render-mockup";
export { renderPreviewImage, type RenderPreviewImageOptions } from "./render-preview-image";
export { renderWallMockup, type RenderWallMockupOptions, type WallPlacement } from "./render-wall-mockup";
export { resizeTemplate } from "./resize-template";
export { warpIntoQuad } from "./warp-into-quad";

// Rendering: the art placed into a template's stored windows (warped when angled) or hung on a
// bare wall at its true size, the room's light carried onto it, previews blended in JS, full
// renders composited by sharp, then encoded.
export { loadArtwork } from "./load-artwork";
export { BLEED_PX, placeArtwork } from "./place-artwork";
export { preparePreviewTemplate, previewTemplateBytes, type PreviewTemplate } from "./prepare-preview-template";
export { renderMockup, type RenderMockupOptions, type RoomLight } from "./render-mockup";
export { renderPreviewImage, type RenderPreviewImageOptions, type TimedPreview } from "./render-preview-image";
export { renderWallMockup, type RenderWallMockupOptions, type WallPlacement } from "./render-wall-mockup";
export { resizeTemplate } from "./resize-template";
export { warpIntoQuad } from "./warp-into-quad";
export { BLEND_FUNCTIONS, PIXEL_BLENDS, type BlendFunction, type PixelBlend } from "./blend-modes";
export { compositeOnto, compositePsd, compositePsdRgba, type SmartObjectArt } from "./composite-psd";
export { canvasToRgba8, type Box, type PsdCanvas } from "./psd-canvas";
export { flatLayer, flattenUnchangingLayers, unchangingCount } from "./flatten-unchanging-layers";
export { decodePsdLayers, encodePsdLayers, psdLayersBytes, psdLayersWork, type PsdLayers, type PsdRegion } from "./psd-layers";
export { renderPsdOnWhite, renderPsdRegions, smartObjectArt, type RenderedRegion } from "./render-psd-regions";
export { decodeScenePasses, encodeScenePasses, scaleScenePasses, scenePassesBytes, type PassImage, type PlacePasses, type ScenePasses } from "./scene-passes";

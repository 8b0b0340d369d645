// Writing an image: the engine's encoder settings (PNG, JPEG, WebP; export or preview), stored
// images scaled down to a bound, and SVG documents as PNG or JPEG for the starter catalogue.
export { downscaleImage } from "./downscale-image";
export { PNG_ADAPTIVE_FILTERING, PNG_COMPRESSION_LEVEL, encodeImage, withEncoder, type EncodePurpose, type EncodeSettings } from "./encode-image";
export { rasterizeSvg, type RasterTimings } from "./rasterize-svg";
export { renderSvgJpeg } from "./render-svg-jpeg";

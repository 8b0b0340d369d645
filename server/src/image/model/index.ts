// The framed print as a 3D model for AR viewers: geometry at true size from the frame stage's
// profile and finishes, written as GLB and USDZ, and the print face they show.
export { buildFramedModel, type FramedModel, type FramedModelOptions } from "./build-framed-model";
export { encodeGlb } from "./encode-glb";
export { encodeUsdz } from "./encode-usdz";
export { PRINT_FACE_MAX_SIDE, renderPrintFace } from "./render-print-face";

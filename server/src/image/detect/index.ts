// Finding windows, once, at upload: the transparent windows of a cut-out template (from pixels,
// or read from a stored file), the frames hanging in an opaque photo, and the chain a room photo
// goes through; a window from four corners, and its real ratio. Renders never detect again
// (one exception, asked once per template and kept: whether its frames already hold a mat).
export { describeAspectRatio } from "./describe-aspect-ratio";
export { estimateWindowAspect } from "./estimate-window-aspect";
export { findPhotoFrames, type FoundFrame } from "./find-photo-frames";
export { findOwnMat } from "./find-own-mat";
export { findTransparentWindows } from "./find-transparent-windows";
export { proposeRoomWindows } from "./propose-room-windows";
export { readTransparentWindows } from "./read-transparent-windows";
export { windowFromQuad } from "./window-from-quad";

// Uploads in: an untrusted template, room photo or artwork checked, decoded, its windows found,
// and every copy that is stored made once (normalised original, preview copy, thumbnail).
export { normaliseImage } from "./normalise-image";
export { ARTWORK_PREVIEW_MAX_SIDE, ARTWORK_WORKING_MAX_SIDE, prepareArtwork, type PreparedArtwork } from "./prepare-artwork";
export { prepareRoom } from "./prepare-room";
export { NO_WINDOW_MESSAGE, prepareTemplate, type PreparedTemplate } from "./prepare-template";
export { measurePsdComposite, type PsdCompositeCheck } from "./measure-psd-composite";
export { measurePsdEffect } from "./measure-psd-effect";
export { NO_SMART_OBJECT_MESSAGE, preparePsd, type PreparedPsdTemplate, type PsdSmartObjectInfo } from "./prepare-psd";
export { FIDELITY_WARN, type PsdFidelity } from "./psd-fidelity";
export { measurePsdWarp } from "./measure-psd-warp";

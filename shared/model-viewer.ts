// No zod here: the shop widget's bundle imports this.
/** The pinned @google/model-viewer (package.json); the client build checks the two agree. */
export const MODEL_VIEWER_VERSION = "4.4.0";
/** Where the build puts model-viewer's bundle: served by the app itself, loaded only by share pages and the widget's "View in your room". */
export const MODEL_VIEWER_SCRIPT = `/assets/model-viewer-${MODEL_VIEWER_VERSION}.min.js`;

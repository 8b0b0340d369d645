/** The public API's reference page (Scalar), linked from the account page's API keys and the footer. */
export const API_DOCS_PATH = "/docs/api";
/** The OpenAPI document the reference page renders (served by the public-api module). */
export const PUBLIC_API_DOCUMENT = "/api/v1/openapi.json";

/** The pinned @scalar/api-reference (package.json); the client build checks the two agree. */
export const SCALAR_VERSION = "1.76.0";
/** Where the build puts Scalar's standalone bundle: served by the app itself, loaded only by the reference page. */
export const SCALAR_SCRIPT = `/assets/scalar-api-reference-${SCALAR_VERSION}.js`;

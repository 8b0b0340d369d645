/**
 * "Download my data" is a plain link: the browser streams the ZIP straight to disk (however
 * large the gallery) and the session cookie rides along on a same-site navigation.
 */
export const ACCOUNT_EXPORT_URL = "/api/account/export";

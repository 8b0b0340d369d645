// The one way the client reaches the server (lint refuses fetch and XMLHttpRequest elsewhere),
// so every request sends cookies the same way and every failure is the same `ApiError`.
export { ApiError, errorStatus, getErrorMessage } from "./api-error";
export { fetchBlob } from "./download";
export { apiRequest, apiSend, getQueryFn, type RequestOptions, type UnauthorizedBehavior } from "./request";
export { uploadWithProgress, type UploadOptions } from "./upload";

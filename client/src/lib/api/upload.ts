import { ApiError } from "./api-error";

export type UploadOptions = {
  /** Called with 0–100 as the body goes out, when the browser knows its length. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/**
 * POSTs `form` and resolves with the JSON answer. XMLHttpRequest rather than fetch because only
 * it reports upload progress. It sends cookies and asks for JSON like `apiRequest`, and fails
 * the same way: a non-OK answer is an `ApiError` (status, code, server message), so the central
 * toast finds the server's message and callers can read its code. Aborting rejects with the
 * signal's reason, as fetch does.
 */
export function uploadWithProgress(url: string, form: FormData, { onProgress, signal }: UploadOptions = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => {
      xhr.abort();
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    const settled = () => signal?.removeEventListener("abort", onAbort);
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      settled();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error("Unexpected answer from the server"));
      }
    };
    xhr.onerror = () => {
      settled();
      reject(new Error("Network error: the upload did not reach the server"));
    };
    xhr.send(form);
  });
}

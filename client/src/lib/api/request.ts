import type { QueryFunction } from "@tanstack/react-query";
import { ApiError, errorStatus } from "./api-error";

/** Appends `_t=<timestamp>` so no cache between us and the server can answer a GET (spec §7). */
export function withCacheBuster(url: string, now: number = Date.now()): string {
  const hashAt = url.indexOf("#");
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const sep = base.includes("?") ? (base.endsWith("?") || base.endsWith("&") ? "" : "&") : "?";
  return `${base}${sep}_t=${now}${hash}`;
}

/** Non-OK responses become an `ApiError` whose message is "<status>: <body text or status text>" (spec §8). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, text, res.statusText);
}

export type RequestOptions = { signal?: AbortSignal };

/**
 * Every call sends cookies, asks for JSON and bypasses the HTTP cache. A plain object body is
 * sent as JSON (and only then with a JSON Content-Type); FormData is left to the browser.
 * The answer comes back whatever its status: for the rare caller that reads a refusal itself.
 */
export async function apiSend(
  method: string,
  url: string,
  data?: unknown,
  { signal }: RequestOptions = {},
): Promise<Response> {
  const isGet = method.toUpperCase() === "GET";
  const isForm = typeof FormData !== "undefined" && data instanceof FormData;
  const headers: Record<string, string> = { Accept: "application/json" };
  let body: BodyInit | undefined;
  if (isForm) body = data;
  else if (data !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(data);
  }
  return fetch(isGet ? withCacheBuster(url) : url, {
    method,
    headers,
    body,
    credentials: "include",
    cache: "no-store",
    signal,
  });
}

/** `apiSend`, with a non-OK answer thrown as an `ApiError`: what almost every caller wants. */
export async function apiRequest(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const res = await apiSend(method, url, data, options);
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/** The default query fetcher: the first key element is the GET path; the JSON body is the data. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const path = queryKey[0];
    if (typeof path !== "string") throw new Error("The first query key element must be an API path");
    try {
      const res = await apiRequest("GET", path, undefined, { signal });
      return (await res.json()) as T;
    } catch (error) {
      if (on401 === "returnNull" && errorStatus(error) === 401) return null as T;
      throw error;
    }
  };
}

import type { QueryFunction } from "@tanstack/react-query";

/** Appends `_t=<timestamp>` so no cache between us and the server can answer a GET (spec §7). */
export function withCacheBuster(url: string, now: number = Date.now()): string {
  const hashAt = url.indexOf("#");
  const base = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const sep = base.includes("?") ? (base.endsWith("?") || base.endsWith("&") ? "" : "&") : "?";
  return `${base}${sep}_t=${now}${hash}`;
}

/** Non-OK responses become `Error("<status>: <body text or status text>")` (spec §8). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => "");
  throw new Error(`${res.status}: ${text || res.statusText}`);
}

export type RequestOptions = { signal?: AbortSignal };

/**
 * Every call sends cookies, asks for JSON and bypasses the HTTP cache. A plain object body is
 * sent as JSON (and only then with a JSON Content-Type); FormData is left to the browser.
 */
export async function apiRequest(
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
  const res = await fetch(isGet ? withCacheBuster(url) : url, {
    method,
    headers,
    body,
    credentials: "include",
    cache: "no-store",
    signal,
  });
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

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status of an error thrown by `apiRequest`, or undefined for other errors. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/**
 * A message fit for a toast: the server's `{ message }` when the error came from `apiRequest`,
 * the raw body or error message otherwise, and `fallback` when there is nothing to show.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error) || !error.message) return fallback;
  const match = STATUS_PREFIX.exec(error.message);
  if (!match) return error.message;
  const body = (match[2] ?? "").trim();
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string" && parsed.message) {
      return parsed.message;
    }
  } catch {
    // Not JSON: the body text itself is the message (spec §8).
  }
  return body.startsWith("<") ? fallback : body;
}

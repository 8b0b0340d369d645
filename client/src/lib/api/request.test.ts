import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, errorStatus, getErrorMessage } from "./api-error";
import { apiRequest, apiSend, getQueryFn, withCacheBuster } from "./request";

type FetchArgs = [string, RequestInit];

function stubFetch(response: Response) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("withCacheBuster", () => {
  it("adds _t as the first or a further query parameter", () => {
    expect(withCacheBuster("/api/templates", 42)).toBe("/api/templates?_t=42");
    expect(withCacheBuster("/api/mockups?thumbnail=true", 42)).toBe("/api/mockups?thumbnail=true&_t=42");
    expect(withCacheBuster("/api/x?", 42)).toBe("/api/x?_t=42");
    expect(withCacheBuster("/api/x#top", 42)).toBe("/api/x?_t=42#top");
  });
});

describe("apiRequest", () => {
  it("sends GETs with cookies, no caching, JSON accept and a timestamp", async () => {
    const fetchMock = stubFetch(Response.json({ ok: true }));
    vi.spyOn(Date, "now").mockReturnValue(1234);
    await apiRequest("GET", "/api/auth/user");
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe("/api/auth/user?_t=1234");
    expect(init).toMatchObject({ method: "GET", credentials: "include", cache: "no-store", body: undefined });
    expect(init.headers).toEqual({ Accept: "application/json" });
  });

  it("sets a JSON Content-Type only when there is a body, and never adds _t to other methods", async () => {
    const fetchMock = stubFetch(Response.json({ success: true }));
    await apiRequest("POST", "/api/auth/login", { email: "a@b.co", password: "x" });
    await apiRequest("POST", "/api/auth/logout");
    const [loginUrl, login] = fetchMock.mock.calls[0] as FetchArgs;
    const [, logout] = fetchMock.mock.calls[1] as FetchArgs;
    expect(loginUrl).toBe("/api/auth/login");
    expect(login.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" });
    expect(login.body).toBe('{"email":"a@b.co","password":"x"}');
    expect(logout.headers).toEqual({ Accept: "application/json" });
  });

  it("turns a non-OK response into '<status>: <body>'", async () => {
    stubFetch(new Response('{"message":"Invalid email or password"}', { status: 401 }));
    await expect(apiRequest("POST", "/api/auth/login", {})).rejects.toThrow('401: {"message":"Invalid email or password"}');
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/health")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("apiSend", () => {
  it("makes apiRequest's request but hands a refusal back as it came, for callers that read it", async () => {
    const fetchMock = stubFetch(Response.json({ message: "Free tier limit reached", freeLimit: 10 }, { status: 403 }));
    const { signal } = new AbortController();
    const res = await apiSend("POST", "/api/exports", { mockupIds: [1] }, { signal });
    expect(res.status).toBe(403);
    await expect(res.json()).resolves.toMatchObject({ freeLimit: 10 });
    const [url, init] = fetchMock.mock.calls[0] as FetchArgs;
    expect(url).toBe("/api/exports");
    expect(init).toMatchObject({ method: "POST", credentials: "include", cache: "no-store", body: '{"mockupIds":[1]}', signal });
    expect(init.headers).toEqual({ Accept: "application/json", "Content-Type": "application/json" });
  });
});

describe("getQueryFn", () => {
  const context = (path: string) => ({ queryKey: [path], signal: new AbortController().signal }) as never;

  it("returns null on 401 when asked to", async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })(context("/api/auth/user"))).resolves.toBeNull();
  });

  it("throws on 401 by default and parses JSON otherwise", async () => {
    stubFetch(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getQueryFn({ on401: "throw" })(context("/api/mockups"))).rejects.toThrow(/^401: /);
    stubFetch(Response.json([{ id: 1 }]));
    await expect(getQueryFn({ on401: "throw" })(context("/api/mockups"))).resolves.toEqual([{ id: 1 }]);
  });
});

describe("getErrorMessage", () => {
  it("extracts the server's message from a JSON error body", () => {
    expect(getErrorMessage(new ApiError(409, '{"message":"An account with this email already exists"}'), "x")).toBe(
      "An account with this email already exists",
    );
  });

  it("uses a plain-text body (or the status text) as is, and the fallback for HTML or non-errors", () => {
    expect(getErrorMessage(new ApiError(502, "Bad Gateway"), "fallback")).toBe("Bad Gateway");
    expect(getErrorMessage(new ApiError(502, "", "Bad Gateway"), "fallback")).toBe("Bad Gateway");
    expect(getErrorMessage(new ApiError(500, "<html>oops</html>"), "fallback")).toBe("fallback");
    expect(getErrorMessage(new ApiError(500, ""), "fallback")).toBe("fallback");
    expect(getErrorMessage("boom", "fallback")).toBe("fallback");
    expect(getErrorMessage(new Error("Failed to fetch"), "fallback")).toBe("Failed to fetch");
  });

  it("reads the status from an ApiError only", () => {
    expect(errorStatus(new ApiError(401, '{"message":"x"}'))).toBe(401);
    expect(errorStatus(new Error('401: {"message":"x"}'))).toBeUndefined();
    expect(errorStatus(new Error("network down"))).toBeUndefined();
  });
});

describe("ApiError", () => {
  it("keeps spec §8's message and exposes the status, code and server message", async () => {
    stubFetch(Response.json({ message: "The image is too large", code: "image_too_large", maxBytes: 10 }, { status: 413 }));
    const error = await apiRequest("POST", "/api/artworks", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('413: {"message":"The image is too large","code":"image_too_large","maxBytes":10}');
    expect(apiError.status).toBe(413);
    expect(apiError.code).toBe("image_too_large");
    expect(apiError.serverMessage).toBe("The image is too large");
    expect(apiError.body).toMatchObject({ maxBytes: 10 });
  });

  it("has no code when the server sent none, or one this client does not know", () => {
    expect(new ApiError(404, '{"message":"Not found"}').code).toBeUndefined();
    expect(new ApiError(400, '{"message":"x","code":"made_up"}').code).toBeUndefined();
    expect(new ApiError(400, "[1,2]").body).toBeNull();
  });
});

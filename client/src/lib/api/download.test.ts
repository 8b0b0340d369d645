import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { fetchBlob } from "./download";

type FetchArgs = [string, RequestInit];

function stubFetch(response: Response) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async () => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("fetchBlob", () => {
  it("GETs the URL as given, with cookies and no caching, and resolves with the body", async () => {
    const fetchMock = stubFetch(new Response(new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" })));
    const blob = await fetchBlob("/api/mockups/download/7?quality=full");
    expect(blob.type).toBe("image/png");
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(fetchMock.mock.calls).toEqual([["/api/mockups/download/7?quality=full", { credentials: "include", cache: "no-store" }]]);
  });

  it("turns a refusal into the API's error, with its status, code and body", async () => {
    stubFetch(Response.json({ message: "Free tier limit reached", code: "limit_reached", freeLimit: 25 }, { status: 403 }));
    const error = await fetchBlob("/api/mockups/download/7").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: "limit_reached",
      serverMessage: "Free tier limit reached",
      body: { freeLimit: 25 },
      message: '403: {"message":"Free tier limit reached","code":"limit_reached","freeLimit":25}',
    });
  });

  it("lets a network failure through as it is", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(fetchBlob("/api/mockups/download/7")).rejects.toThrow(new TypeError("Failed to fetch"));
  });
});

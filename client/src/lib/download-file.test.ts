import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api";
import { LimitReachedError, downloadFile } from "./download-file";

afterEach(() => vi.unstubAllGlobals());

const answer = (body: unknown, status: number) => vi.stubGlobal("fetch", vi.fn(async () => Response.json(body, { status })));

describe("downloadFile refusals", () => {
  it("the free limit (by its code, or an older server's 403) carries the limit for the toast", async () => {
    answer({ message: "Free tier limit reached", code: "limit_reached", freeLimit: 25, imageCount: 25 }, 403);
    await expect(downloadFile("/api/mockups/download/1", "a.png")).rejects.toEqual(new LimitReachedError(25));
    answer({ message: "Free tier limit reached", freeLimit: 10, imageCount: 10 }, 403);
    const error = await downloadFile("/api/mockups/download/1", "a.png").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LimitReachedError);
    expect((error as LimitReachedError).freeLimit).toBe(10);
  });

  it("any other refusal is the API's error, with its status and code", async () => {
    answer({ message: "You do not have access to this", code: "forbidden" }, 403);
    const error = await downloadFile("/api/mockups/download/1", "a.png").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: "forbidden", message: '403: {"message":"You do not have access to this","code":"forbidden"}' });
  });
});

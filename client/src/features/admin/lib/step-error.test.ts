import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "@/lib/api";
import { PARSE_FAILED, SERVER_FAILED, parseResponse, stepError } from "./step-error";

describe("stepError", () => {
  it("prefers the server's message", () => {
    const error = new ApiError(415, '{"message":"Only JPEG and PNG images are supported"}');
    expect(stepError("Failed to upload image", error).message).toBe("Failed to upload image: Only JPEG and PNG images are supported");
  });

  it("falls back to the status text, then to words for the user (never a bare status code)", () => {
    expect(stepError("Failed to create template", new ApiError(502, "", "Bad Gateway")).message).toBe("Failed to create template: Bad Gateway");
    expect(stepError("Failed to create template", new ApiError(502, "<html>oops</html>")).message).toBe(`Failed to create template: ${SERVER_FAILED}`);
  });
});

describe("parseResponse", () => {
  it("reports a body that is not the expected JSON", async () => {
    await expect(parseResponse(new Response("<html>"), z.object({ id: z.number() }))).rejects.toThrow(PARSE_FAILED);
    await expect(parseResponse(new Response('{"id":"x"}'), z.object({ id: z.number() }))).rejects.toThrow(PARSE_FAILED);
    await expect(parseResponse(new Response('{"id":1}'), z.object({ id: z.number() }))).resolves.toEqual({ id: 1 });
  });
});

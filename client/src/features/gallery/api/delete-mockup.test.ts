import { afterEach, describe, expect, it, vi } from "vitest";
import { getErrorMessage } from "@/lib/api";
import { deleteMockup } from "./delete-mockup";

afterEach(() => vi.unstubAllGlobals());

describe("deleteMockup", () => {
  it("sends DELETE /api/mockups/{id}", async () => {
    const fetchMock = vi.fn(async () => Response.json({ success: true }));
    vi.stubGlobal("fetch", fetchMock);
    await deleteMockup(12);
    expect(fetchMock).toHaveBeenCalledWith("/api/mockups/12", expect.objectContaining({ method: "DELETE" }));
  });

  it("words a failure as spec §8 does, with the server's message", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ message: "Mockup not found" }, { status: 404 })));
    const error = await deleteMockup(12).catch((e: unknown) => e);
    expect(getErrorMessage(error, "unused")).toBe("Failed to delete mockup: Mockup not found");
  });
});

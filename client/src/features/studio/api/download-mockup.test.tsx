import { renderHook, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { createQueryClient } from "@/lib/query-client";
import { fakeApi } from "@/test/fake-api";
import { useDownloadMockup } from "./download-mockup";

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={memoryLocation({ path: "/app" }).hook}>{children}</Router>
    </QueryClientProvider>
  );
}

const input = { artworkId: "art1", templateId: 3, templateName: "Mockup #1 - 4x5 - Black - Living Room", fit: "fill" as const };

describe("studio download", () => {
  it.each([
    [{ format: "png" as const }, "?fit=fill&format=png", /^mockup-1-4x5-black-living-room-mockup-\d+\.png$/],
    [{ format: "jpeg" as const, quality: 80 }, "?fit=fill&format=jpeg&quality=80", /^mockup-1-4x5-black-living-room-mockup-\d+\.jpg$/],
  ])("%j asks the export route for it and saves it under the spec's name", async (download, search, name) => {
    const api = fakeApi({ "GET /api/artworks/art1/export/3": () => new Response(new Uint8Array([1, 2, 3])) });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { result } = renderHook(() => useDownloadMockup(), { wrapper });
    result.current.mutate({ ...input, download });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(api.requests.find((r) => r.path === "/api/artworks/art1/export/3")?.url.search).toBe(search);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatch(name);
  });
});

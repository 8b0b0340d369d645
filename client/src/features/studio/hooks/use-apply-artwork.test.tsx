import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { PREVIEW_RENDERER_VERSION } from "@shared/artworks";
import { templateJson } from "@/test/factories";
import { fakeImages } from "@/test/fake-images";
import { type ApplyOutcome, PREVIEW_CONCURRENCY, RESULT_BATCH_MS, useApplyArtwork } from "./use-apply-artwork";

const templates = (n: number) => Array.from({ length: n }, (_, i) => templateJson(i + 1));
const pv = `&pv=${PREVIEW_RENDERER_VERSION}`;
const preview = (templateId: number) => `/api/artworks/art-1/mockups/${templateId}?fit=expand${pv}`;

/** Starts an apply without waiting for it; the test drives the image loads. */
function startApply(hook: { current: ReturnType<typeof useApplyArtwork> }, n: number) {
  let outcome!: Promise<ApplyOutcome>;
  act(() => {
    outcome = hook.current.apply(["art-1"], templates(n), "expand");
  });
  return outcome;
}

/** Answers every image the run asks for, as it asks, until it is done. */
async function loadUntilDone(images: ReturnType<typeof fakeImages>, run: Promise<ApplyOutcome>) {
  let done = false;
  void run.finally(() => (done = true));
  while (!done) {
    for (const src of images.waiting()) images.load(src);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return run;
}

describe("useApplyArtwork", () => {
  it("skips a template that fails and applies the rest", async () => {
    const images = fakeImages({ answer: (src) => (src === preview(2) ? "fail" : "load") });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { result } = renderHook(() => useApplyArtwork());

    let outcome!: ApplyOutcome;
    await act(async () => {
      outcome = await result.current.apply(["art-1"], templates(3), "expand");
    });

    expect(outcome).toEqual({ applied: 2, failed: 1, cancelled: false });
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1", "3"]);
    expect(result.current.forArtwork("art-1").results[3]).toEqual({ previewUrl: preview(3), fit: "expand", artworkId: "art-1", render: {} });
    expect(result.current.isProcessing).toBe(false);
    expect(images.requested).toEqual([preview(1), preview(2), preview(3)]);
    expect(logged).toHaveBeenCalledWith('Could not apply the artwork to "Mockup #2 - 4x5 - Black - Living Room"', expect.any(Error));
  });

  it("shows each result as it arrives and marks the rest as processing", async () => {
    const images = fakeImages();
    const { result } = renderHook(() => useApplyArtwork());
    const outcome = startApply(result, 3);

    expect([...result.current.forArtwork("art-1").processing]).toEqual([1, 2, 3]);
    // The first goes alone, then the rest together.
    expect(images.waiting()).toEqual([preview(1)]);
    await act(async () => images.load(preview(1)));
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1"]);
    expect([...result.current.forArtwork("art-1").processing]).toEqual([2, 3]);
    expect(images.waiting()).toEqual([preview(2), preview(3)]);

    await act(async () => {
      images.load(preview(3));
      images.load(preview(2));
      await outcome;
    });
    expect(await outcome).toEqual({ applied: 3, failed: 0, cancelled: false });
    expect(result.current.hasResults).toBe(true);
  });

  it("cancels when the image changes mid-apply: no late results, the rest never requested", async () => {
    const images = fakeImages();
    const { result } = renderHook(() => useApplyArtwork());
    const outcome = startApply(result, PREVIEW_CONCURRENCY + 2);
    await act(async () => images.load(preview(1)));
    expect(result.current.forArtwork("art-1").results[1]).toBeDefined();

    // What the studio does when a new image is chosen.
    act(() => result.current.reset());
    expect(result.current.forArtwork("art-1").results).toEqual({});
    expect(result.current.isProcessing).toBe(false);

    await act(async () => {
      for (const src of images.waiting()) images.load(src);
      await outcome;
    });
    expect((await outcome).cancelled).toBe(true);
    expect(result.current.forArtwork("art-1").results).toEqual({});
    expect(result.current.forArtwork("art-1").processing.size).toBe(0);
    // The first finished lane had moved on to the next template; the last one never started.
    expect(images.requested).toHaveLength(PREVIEW_CONCURRENCY + 1);
    expect(images.requested).not.toContain(preview(PREVIEW_CONCURRENCY + 2));
  });

  it("a newer apply cancels the one before it", async () => {
    const images = fakeImages();
    const { result } = renderHook(() => useApplyArtwork());
    const first = startApply(result, 2);
    const second = startApply(result, 1);
    await act(async () => {
      for (const src of images.waiting()) images.load(src);
      await Promise.all([first, second]);
    });
    expect((await first).cancelled).toBe(true);
    expect(await second).toEqual({ applied: 1, failed: 0, cancelled: false });
  });

  it("keeps results per artwork: every artwork at once, one artwork's dropped on its own", async () => {
    const images = fakeImages();
    const { result } = renderHook(() => useApplyArtwork());
    let outcome!: ApplyOutcome;
    await act(async () => {
      outcome = await loadUntilDone(images, result.current.apply(["art-1", "art-2"], templates(2), "expand"));
    });
    expect(outcome).toEqual({ applied: 4, failed: 0, cancelled: false });
    // The current artwork's previews are asked for first.
    expect(images.requested.slice(0, 2)).toEqual([preview(1), preview(2)]);
    expect(Object.keys(result.current.forArtwork("art-2").results)).toEqual(["1", "2"]);
    expect(result.current.forArtwork("art-2").results[2]?.previewUrl).toBe(`/api/artworks/art-2/mockups/2?fit=expand${pv}`);

    act(() => result.current.reset("art-1"));
    expect(result.current.forArtwork("art-1").results).toEqual({});
    expect(Object.keys(result.current.forArtwork("art-2").results)).toEqual(["1", "2"]);
    expect(result.current.forArtwork(null).results).toEqual({});
  });

  it("renders every artwork with the chosen frame, mat and size, and keeps them on each result", async () => {
    const images = fakeImages();
    const { result } = renderHook(() => useApplyArtwork());
    const render = { frame: "walnut", mat: "white", size: "50x70cm" } as const;
    await act(async () => {
      await loadUntilDone(images, result.current.apply(["art-1", "art-2"], templates(1), "fill", render));
    });
    expect(images.requested).toEqual([
      `/api/artworks/art-1/mockups/1?fit=fill&frame=walnut&mat=white&size=50x70cm${pv}`,
      `/api/artworks/art-2/mockups/1?fit=fill&frame=walnut&mat=white&size=50x70cm${pv}`,
    ]);
    expect(result.current.forArtwork("art-2").results[1]).toEqual({
      previewUrl: `/api/artworks/art-2/mockups/1?fit=fill&frame=walnut&mat=white&size=50x70cm${pv}`,
      fit: "fill",
      artworkId: "art-2",
      render,
    });
  });

  it("an apply of what is already shown asks for nothing again; a new one only for what is new", async () => {
    const images = fakeImages({ answer: () => "load" });
    const { result } = renderHook(() => useApplyArtwork());
    await act(async () => {
      await result.current.apply(["art-1"], templates(2), "expand");
    });
    expect(images.requested).toEqual([preview(1), preview(2)]);

    let outcome!: ApplyOutcome;
    await act(async () => {
      outcome = await result.current.apply(["art-1"], templates(3), "expand");
    });
    expect(outcome).toEqual({ applied: 3, failed: 0, cancelled: false });
    expect(images.requested).toEqual([preview(1), preview(2), preview(3)]);
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1", "2", "3"]);

    // Another fit is another picture.
    await act(async () => {
      await result.current.apply(["art-1"], templates(1), "fill");
    });
    expect(images.requested.at(-1)).toBe(`/api/artworks/art-1/mockups/1?fit=fill${pv}`);
  });

  it("shows the first result at once and those right after it together, one batch later", async () => {
    // The batch window is a timer: faked, so a slow machine cannot close it early.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    onTestFinished(() => void vi.useRealTimers());
    const images = fakeImages();
    const { result } = renderHook(() => useApplyArtwork());
    const outcome = startApply(result, 4);
    await act(async () => images.load(preview(1)));
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1"]);
    await act(async () => {
      images.load(preview(2));
      images.load(preview(3));
    });
    // Within the batch window: not shown yet, still marked as processing.
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1"]);
    expect([...result.current.forArtwork("art-1").processing]).toEqual([2, 3, 4]);
    await act(async () => vi.advanceTimersByTime(RESULT_BATCH_MS));
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1", "2", "3"]);
    expect([...result.current.forArtwork("art-1").processing]).toEqual([4]);
    await act(async () => {
      images.load(preview(4));
      await outcome;
    });
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1", "2", "3", "4"]);
  });

  it("cancels when the page unmounts mid-apply", async () => {
    const images = fakeImages();
    const { result, unmount } = renderHook(() => useApplyArtwork());
    const outcome = startApply(result, PREVIEW_CONCURRENCY + 3);
    unmount();
    for (const src of images.waiting()) images.load(src);
    expect(await outcome).toEqual({ applied: 0, failed: PREVIEW_CONCURRENCY + 3, cancelled: true });
    // The first preview goes alone; nothing after it was asked for.
    expect(images.requested).toHaveLength(1);
  });
});

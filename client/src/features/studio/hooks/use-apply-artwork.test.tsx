import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { PREVIEW_RENDERER_VERSION } from "@shared/artworks";
import { templateJson } from "@/test/factories";
import { fakeApi } from "@/test/fake-api";
import { fakeImages } from "@/test/fake-images";
import { fakePreviews } from "@/test/fake-previews";
import { PREVIEW_BATCH_MAX, encodePreviewRecord } from "@shared/preview-stream";
import { type ApplyOutcome, PREVIEW_REQUESTS, RESULT_BATCH_MS, useApplyArtwork } from "./use-apply-artwork";

const templates = (n: number) => Array.from({ length: n }, (_, i) => templateJson(i + 1));
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const pv = `&pv=${PREVIEW_RENDERER_VERSION}`;
const preview = (templateId: number, artworkId = "art-1") => `/api/artworks/${artworkId}/mockups/${templateId}?fit=expand${pv}`;

/** The server's preview batches for art-1 and art-2, answered as `answer` says; decoded pictures load. */
function setup(answer?: Parameters<typeof fakePreviews>[2]) {
  const previews = fakePreviews(fakeApi(), ["art-1", "art-2"], answer);
  fakeImages({ answer: () => "load" });
  return previews;
}

/** Starts an apply without waiting for it; the test drives the answers. */
function startApply(hook: { current: ReturnType<typeof useApplyArtwork> }, n: number) {
  let outcome!: Promise<ApplyOutcome>;
  act(() => {
    outcome = hook.current.apply(["art-1"], templates(n), "expand");
  });
  return outcome;
}

/** Lets promise jobs run (the stream's reads, decodes) until `check` holds; timers do not move. */
async function untilTrue(check: () => boolean) {
  for (let i = 0; i < 200 && !check(); i++) await Promise.resolve();
  expect(check()).toBe(true);
}

describe("useApplyArtwork", () => {
  it("skips a template that fails and applies the rest", async () => {
    const previews = setup((_, id) => (id === 2 ? "fail" : "ok"));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { result } = renderHook(() => useApplyArtwork());

    let outcome!: ApplyOutcome;
    await act(async () => {
      outcome = await result.current.apply(["art-1"], templates(3), "expand");
    });

    expect(outcome).toEqual({ applied: 2, failed: 1, cancelled: false });
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1", "3"]);
    expect(result.current.forArtwork("art-1").results[3]).toEqual({ previewUrl: preview(3), src: expect.stringMatching(/^data:image\/jpeg;base64,/), fit: "expand", artworkId: "art-1", render: {} });
    expect(result.current.isProcessing).toBe(false);
    // The first alone, then the rest, split between the requests in flight.
    expect(previews.asked()).toEqual([[1], [2], [3]]);
    expect(logged).toHaveBeenCalledWith('Could not apply the artwork to "Mockup #2 - 4x5 - Black - Living Room"', expect.any(Error));
  });

  it("a request that fails as a whole fails its templates; the other requests carry on", async () => {
    const api = fakeApi();
    fakeImages({ answer: () => "load" });
    // The first request (template 1) answers 503 with a message, the second 500 without one.
    let first = true;
    api.on("GET /api/artworks/art-1/previews", () => {
      if (first) {
        first = false;
        return Response.json({ message: "The server is busy" }, { status: 503 });
      }
      return new Response(null, { status: 500 });
    });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { result } = renderHook(() => useApplyArtwork());
    let outcome!: ApplyOutcome;
    await act(async () => {
      outcome = await result.current.apply(["art-1"], templates(3), "expand");
    });
    expect(outcome).toEqual({ applied: 0, failed: 3, cancelled: false });
    expect(api.count("GET /api/artworks/art-1/previews")).toBe(3);
    expect(result.current.isProcessing).toBe(false);
  });

  it("a template the answer leaves out fails instead of staying in progress", async () => {
    const api = fakeApi();
    fakeImages({ answer: () => "load" });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    // The first answer is complete; the next one ends after one of its two records.
    api.on("GET /api/artworks/art-1/previews", ({ url }: { url: URL }) => {
      const [id] = (url.searchParams.get("templates") ?? "").split(",").map(Number);
      const record = encodePreviewRecord({ ok: true, templateId: id!, contentType: "image/jpeg", etag: '"x"', length: 1 }, new Uint8Array([7]));
      return new Response(record);
    });
    const { result } = renderHook(() => useApplyArtwork());
    let outcome!: ApplyOutcome;
    await act(async () => {
      outcome = await result.current.apply(["art-1"], templates(5), "expand");
    });
    // Requests: [1], [2, 3], [4, 5]; 3 and 5 never came.
    expect(outcome).toEqual({ applied: 3, failed: 2, cancelled: false });
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1", "2", "4"]);
    expect(result.current.isProcessing).toBe(false);
    expect(logged).toHaveBeenCalledWith('Could not apply the artwork to "Mockup #3 - 4x5 - Black - Living Room"', expect.any(Error));
  });

  it("shows each result as it arrives and marks the rest as processing in the frame after the first is shown", async () => {
    const previews = setup(() => "wait");
    const { result } = renderHook(() => useApplyArtwork());
    const outcome = startApply(result, 3);

    // At the click only the first card is being processed; the run counts all three.
    expect([...result.current.forArtwork("art-1").processing]).toEqual([1]);
    expect(result.current.remaining).toBe(3);
    // The first alone, then the rest.
    await waitFor(() => expect(previews.asked()).toEqual([[1]]));
    await act(async () => previews.send(1));
    await waitFor(() => expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1"]));
    // The frame that draws the first preview restyles no other card; the next one marks them.
    expect([...result.current.forArtwork("art-1").processing]).toEqual([]);
    await waitFor(() => expect([...result.current.forArtwork("art-1").processing]).toEqual([2, 3]));
    expect(result.current.remaining).toBe(2);
    await waitFor(() => expect(previews.asked()).toEqual([[1], [2], [3]]));

    await act(async () => {
      previews.send(3);
      previews.send(2);
      await outcome;
    });
    expect(await outcome).toEqual({ applied: 3, failed: 0, cancelled: false });
    expect(result.current.hasResults).toBe(true);
  });

  it(`asks for the rest in ${PREVIEW_REQUESTS} requests at once, none over ${PREVIEW_BATCH_MAX} templates`, async () => {
    const previews = setup(() => "wait");
    const { result } = renderHook(() => useApplyArtwork());
    const outcome = startApply(result, 8);
    await waitFor(() => expect(previews.asked()).toEqual([[1]]));
    await act(async () => previews.send(1));
    await waitFor(() => expect(previews.asked()).toEqual([[1], [2, 3, 4, 5], [6, 7, 8]]));
    await act(async () => {
      previews.sendAll();
      await outcome;
    });
    expect(await outcome).toEqual({ applied: 8, failed: 0, cancelled: false });

    // More than fits (in a fresh studio): full requests, the last one once another has ended.
    const n = 1 + 2 * PREVIEW_BATCH_MAX + 10;
    const big = startApply(renderHook(() => useApplyArtwork()).result, n);
    await act(async () => previews.send(1));
    await waitFor(() => expect(previews.asked().slice(4)).toEqual([ids(2, 1 + PREVIEW_BATCH_MAX), ids(2 + PREVIEW_BATCH_MAX, 1 + 2 * PREVIEW_BATCH_MAX)]));
    await act(async () => {
      for (const id of ids(2, 1 + PREVIEW_BATCH_MAX)) previews.send(id);
    });
    await waitFor(() => expect(previews.asked().at(-1)).toEqual(ids(n - 9, n)));
    await act(async () => {
      previews.sendAll();
      await big;
    });
    expect(await big).toEqual({ applied: n, failed: 0, cancelled: false });
  });

  it("cancels when the image changes mid-apply: no late results, the rest never requested", async () => {
    const previews = setup(() => "wait");
    const { result } = renderHook(() => useApplyArtwork());
    const outcome = startApply(result, 1 + 2 * PREVIEW_BATCH_MAX + 10);
    await waitFor(() => expect(previews.waiting()).toEqual([1]));
    await act(async () => previews.send(1));
    await waitFor(() => expect(result.current.forArtwork("art-1").results[1]).toBeDefined());
    await waitFor(() => expect(previews.asked()).toHaveLength(1 + PREVIEW_REQUESTS));

    // What the studio does when a new image is chosen.
    act(() => result.current.reset());
    expect(result.current.forArtwork("art-1").results).toEqual({});
    expect(result.current.isProcessing).toBe(false);

    await act(async () => {
      previews.sendAll();
      await outcome;
    });
    expect((await outcome).cancelled).toBe(true);
    expect(result.current.forArtwork("art-1").results).toEqual({});
    expect(result.current.forArtwork("art-1").processing.size).toBe(0);
    // The requests in flight were answered and dropped; the last one never started.
    expect(previews.asked()).toHaveLength(1 + PREVIEW_REQUESTS);
  });

  it("a newer apply cancels the one before it", async () => {
    const previews = setup(() => "wait");
    const { result } = renderHook(() => useApplyArtwork());
    const first = startApply(result, 2);
    const second = startApply(result, 1);
    await act(async () => {
      await waitFor(() => expect(previews.waiting()).toEqual([1, 1]));
      previews.sendAll();
      await Promise.all([first, second]);
    });
    expect((await first).cancelled).toBe(true);
    expect(await second).toEqual({ applied: 1, failed: 0, cancelled: false });
  });

  it("keeps results per artwork: every artwork at once, one artwork's dropped on its own", async () => {
    const previews = setup();
    const { result } = renderHook(() => useApplyArtwork());
    let outcome!: ApplyOutcome;
    await act(async () => {
      outcome = await result.current.apply(["art-1", "art-2"], templates(2), "expand");
    });
    expect(outcome).toEqual({ applied: 4, failed: 0, cancelled: false });
    // The current artwork's previews are asked for first; a request is for one artwork.
    expect(previews.batches.map((b) => `${b.artworkId}:${b.templateIds.join(",")}`)).toEqual(["art-1:1", "art-1:2", "art-2:1,2"]);
    expect(Object.keys(result.current.forArtwork("art-2").results)).toEqual(["1", "2"]);
    expect(result.current.forArtwork("art-2").results[2]?.previewUrl).toBe(preview(2, "art-2"));

    act(() => result.current.reset("art-1"));
    expect(result.current.forArtwork("art-1").results).toEqual({});
    expect(Object.keys(result.current.forArtwork("art-2").results)).toEqual(["1", "2"]);
    expect(result.current.forArtwork(null).results).toEqual({});
  });

  it("renders every artwork with the chosen frame, mat and size, and keeps them on each result", async () => {
    const previews = setup();
    const { result } = renderHook(() => useApplyArtwork());
    const render = { frame: "walnut", mat: "white", size: "50x70cm" } as const;
    await act(async () => {
      await result.current.apply(["art-1", "art-2"], templates(1), "fill", render);
    });
    for (const batch of previews.batches) {
      expect(Object.fromEntries(["fit", "frame", "mat", "size"].map((k) => [k, batch.query.get(k)]))).toEqual({ fit: "fill", frame: "walnut", mat: "white", size: "50x70cm" });
    }
    expect(previews.batches.map((b) => b.artworkId)).toEqual(["art-1", "art-2"]);
    expect(result.current.forArtwork("art-2").results[1]).toEqual({
      previewUrl: `/api/artworks/art-2/mockups/1?fit=fill&frame=walnut&mat=white&size=50x70cm${pv}`,
      src: expect.stringMatching(/^data:image\/jpeg;base64,/),
      fit: "fill",
      artworkId: "art-2",
      render,
    });
  });

  it("an apply of what is already shown asks for nothing again; a new one only for what is new", async () => {
    const previews = setup();
    const { result } = renderHook(() => useApplyArtwork());
    await act(async () => {
      await result.current.apply(["art-1"], templates(2), "expand");
    });
    expect(previews.asked()).toEqual([[1], [2]]);

    let outcome!: ApplyOutcome;
    await act(async () => {
      outcome = await result.current.apply(["art-1"], templates(3), "expand");
    });
    expect(outcome).toEqual({ applied: 3, failed: 0, cancelled: false });
    expect(previews.asked()).toEqual([[1], [2], [3]]);
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1", "2", "3"]);

    // Another fit is another picture.
    await act(async () => {
      await result.current.apply(["art-1"], templates(1), "fill");
    });
    expect(previews.batches.at(-1)?.query.get("fit")).toBe("fill");
  });

  it("shows the first result at once and those right after it together, one batch later", async () => {
    // The batch window is a timer: faked, so a slow machine cannot close it early.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestAnimationFrame"] });
    onTestFinished(() => void vi.useRealTimers());
    const previews = setup(() => "wait");
    const { result } = renderHook(() => useApplyArtwork());
    const outcome = startApply(result, 4);
    await act(async () => {
      await untilTrue(() => previews.waiting().length === 1);
      previews.send(1);
    });
    await act(() => untilTrue(() => result.current.forArtwork("art-1").results[1] !== undefined));
    // The next frame marks the rest as processing.
    await act(async () => vi.advanceTimersByTime(17));
    await act(async () => {
      await untilTrue(() => previews.waiting().length === 3);
      previews.send(2);
      previews.send(3);
    });
    // Within the batch window: not shown yet, still marked as processing.
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1"]);
    expect([...result.current.forArtwork("art-1").processing]).toEqual([2, 3, 4]);
    await act(async () => vi.advanceTimersByTime(RESULT_BATCH_MS));
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1", "2", "3"]);
    expect([...result.current.forArtwork("art-1").processing]).toEqual([4]);
    await act(async () => {
      previews.send(4);
      await outcome;
    });
    expect(Object.keys(result.current.forArtwork("art-1").results)).toEqual(["1", "2", "3", "4"]);
  });

  it("cancels when the page unmounts mid-apply", async () => {
    const previews = setup(() => "wait");
    const { result, unmount } = renderHook(() => useApplyArtwork());
    const n = 15;
    const outcome = startApply(result, n);
    await waitFor(() => expect(previews.waiting()).toEqual([1]));
    unmount();
    previews.sendAll();
    expect(await outcome).toEqual({ applied: 0, failed: n, cancelled: true });
    // The first preview goes alone; nothing after it was asked for.
    expect(previews.asked()).toEqual([[1]]);
  });
});

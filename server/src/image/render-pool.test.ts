import os from "node:os";
import { afterAll, afterEach, describe, expect, test } from "vitest";
import sharp from "sharp";
import { MAX_RENDER_PIXELS, renderMockup, renderPreviewImage } from "./budgeted";
import { preparePreviewTemplate } from "./compose";
import { ImageError, type Point, type TemplateWindow } from "./core";
import { renderPool } from "./render-pool";

const W = 4000;
const H = 3000;
const window = (quad: Point[]): TemplateWindow => {
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const box = { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) };
  return { box, quad, rectangular: false, area: box.width * box.height };
};
/** An angled window: the art is warped in JS, pixel by pixel, so a render takes a while. */
const angled = window([[400, 300], [3500, 450], [3600, 2700], [300, 2600]]);

let template: Buffer;
let artwork: Buffer;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const waitFor = async (probe: () => boolean, ms = 20_000) => {
  const end = Date.now() + ms;
  while (!probe()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

const defaults = renderPool.configure({});
afterEach(() => {
  renderPool.configure(defaults);
});
afterAll(() => renderPool.stopAll());

describe("render pool: every render in a worker that can be stopped", () => {
  test("set-up", async () => {
    template = await sharp({ create: { width: W, height: H, channels: 4, background: { r: 200, g: 190, b: 170, alpha: 1 } } }).png({ compressionLevel: 1 }).toBuffer();
    artwork = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 90, b: 160 } } }).jpeg().toBuffer();
  });

  test("a full render runs in another process, at a lower priority, and comes back as the engine's answer", async () => {
    let seen: number[] = [];
    const rendering = renderMockup({ template, windows: [angled], artwork, format: "jpeg", width: 1000 });
    await waitFor(() => (seen = renderPool.heavyPids(true)).length > 0);
    expect(seen).not.toContain(process.pid);
    // Lowering a priority may be refused in a container; where it is allowed it is below ours.
    const ours = os.getPriority();
    expect(os.getPriority(seen[0]!)).toBeGreaterThanOrEqual(ours);
    const result = await rendering;
    expect(Buffer.isBuffer(result.data)).toBe(true);
    expect(result).toMatchObject({ format: "jpeg", width: 1000, height: 750 });
  }, 60_000);

  test("past its time budget a render is stopped: render_timeout, and its process is gone", async () => {
    renderPool.configure({ heavyTimeoutMs: 300 });
    let pid = 0;
    const rendering = renderMockup({ template, windows: [angled], artwork, format: "png" });
    await waitFor(() => (pid = renderPool.heavyPids(true)[0] ?? 0) > 0);
    const error = await rendering.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(ImageError);
    expect(error).toMatchObject({ code: "render_timeout", message: expect.stringContaining("took too long") });
    await waitFor(() => !alive(pid), 5_000);
    // The lane carries on with a fresh worker.
    renderPool.configure(defaults);
    expect((await renderMockup({ template, windows: [angled], artwork, format: "jpeg", width: 400 })).width).toBe(400);
  }, 60_000);

  test("a caller that gives up stops the render at once", async () => {
    const controller = new AbortController();
    let pid = 0;
    const rendering = renderMockup({ template, windows: [angled], artwork, format: "png" }, { signal: controller.signal });
    await waitFor(() => (pid = renderPool.heavyPids(true)[0] ?? 0) > 0);
    controller.abort(new Error("cancelled by the test"));
    await expect(rendering).rejects.toThrow("cancelled by the test");
    await waitFor(() => !alive(pid), 5_000);
  }, 60_000);

  test("a render needing more than the pixel budget is refused before any work", async () => {
    // The issue's attack: 27 MP, 20 windows each the whole photo (a room stored before the windows' rule).
    const photo = { data: new Uint8Array(4), width: 6000, height: 4500, channels: 4 as const };
    const whole = window([[0, 0], [6000, 0], [6000, 4500], [0, 4500]]);
    const started = renderPool.heavyPids().length;
    const error = await renderMockup({ template: photo, windows: Array.from({ length: 20 }, () => whole), artwork, format: "png" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "render_too_large" });
    expect(renderPool.heavyPids().length).toBe(started);
    // Twelve windows covering 1.5 × the photo are within it.
    expect(6000 * 4500 * 2 + 1600 * 1200 + 1.5 * 6000 * 4500).toBeLessThan(MAX_RENDER_PIXELS);
  });

  test("a preview's artwork and template go to its worker once: later previews name them, and render the same picture", async () => {
    const room = { data: new Uint8Array(400 * 300 * 4).fill(200), width: 400, height: 300, channels: 4 as const };
    const windows = [window([[100, 60], [300, 60], [300, 240], [100, 240]])];
    const template = preparePreviewTemplate(room, windows);
    const art = (r: number) => ({ data: new Uint8Array(600 * 400 * 3).map((_, i) => (i % 3 === 0 ? r : (i >> 5) & 255)), width: 600, height: 400, channels: 3 as const });
    const keys = { artwork: "artwork:test", template: "template:test" };
    // The server process is large (a thread's RSS is its process's): the thread is judged by its own memory, and kept.
    renderPool.configure({ recycleRssBytes: 256 * 1024 * 1024 });
    const ballast = Buffer.alloc(320 * 1024 * 1024, 1);
    const plain = await renderPreviewImage({ template, windows, artwork: art(40) });
    const first = await renderPreviewImage({ template, windows, artwork: art(40) }, { keys });
    expect(Buffer.compare(first.data, plain.data)).toBe(0);
    // Under the same name the worker uses what it holds, not what the caller has now: proof it was not sent again.
    const named = await renderPreviewImage({ template, windows, artwork: art(250) }, { keys });
    expect(Buffer.compare(named.data, plain.data)).toBe(0);
    const other = await renderPreviewImage({ template, windows, artwork: art(250) }, { keys: { ...keys, artwork: "artwork:other" } });
    expect(Buffer.compare(other.data, plain.data)).not.toBe(0);
    expect(ballast.byteLength).toBeGreaterThan(process.memoryUsage().heapUsed);
  });
});

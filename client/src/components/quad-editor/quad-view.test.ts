import type { Point } from "@shared/template-window";
import { describe, expect, it } from "vitest";
import { FIT_VIEW, MAX_ZOOM, type View, clampView, panBy, revealPoint, toImage, toScreen, viewWithPointAt, zoomAt } from "./quad-view";

// An 800 × 600 photo in a 400 px frame: half a frame pixel per photo pixel at zoom 1.
const IMAGE = { width: 800, height: 600 };
const FIT = 0.5;

const close = (a: Point, b: Point) => {
  expect(a[0]).toBeCloseTo(b[0], 6);
  expect(a[1]).toBeCloseTo(b[1], 6);
};

describe("quad view", () => {
  it("maps image points to the frame and back at every zoom and pan", () => {
    close(toScreen([800, 600], FIT_VIEW, FIT), [400, 300]);
    const view: View = { zoom: 4, x: 300, y: 100 };
    close(toScreen([300, 100], view, FIT), [0, 0]);
    close(toScreen([350, 125], view, FIT), [100, 50]);
    for (const p of [[0, 0], [123.25, 456.5], [800, 600]] as Point[]) close(toImage(toScreen(p, view, FIT), view, FIT), p);
  });

  it("zooms about an anchor: the photo point under it stays put", () => {
    const anchor: Point = [100, 80];
    const under = toImage(anchor, FIT_VIEW, FIT);
    const zoomed = zoomAt(FIT_VIEW, 2, anchor, FIT, IMAGE);
    expect(zoomed.zoom).toBe(2);
    close(toScreen(under, zoomed, FIT), anchor);
    // Zooming back out restores the whole photo.
    expect(zoomAt(zoomed, 1, anchor, FIT, IMAGE)).toEqual(FIT_VIEW);
  });

  it("keeps the zoom between the whole photo and MAX_ZOOM, and the photo covering the frame", () => {
    expect(zoomAt(FIT_VIEW, 0.3, [200, 150], FIT, IMAGE).zoom).toBe(1);
    expect(zoomAt(FIT_VIEW, 100, [200, 150], FIT, IMAGE).zoom).toBe(MAX_ZOOM);
    // Zooming about the bottom-right corner cannot show past the photo's edge.
    const corner = zoomAt(FIT_VIEW, 2, [400, 300], FIT, IMAGE);
    expect(corner).toEqual({ zoom: 2, x: 400, y: 300 });
    expect(clampView({ zoom: 2, x: -50, y: 900 }, IMAGE)).toEqual({ zoom: 2, x: 0, y: 300 });
  });

  it("pans by frame pixels (a finger's travel), within the photo", () => {
    const view: View = { zoom: 2, x: 200, y: 150 };
    // A finger moving 40 px left shows 40 / (0.5 × 2) = 40 photo px further right.
    expect(panBy(view, -40, 20, FIT, IMAGE)).toEqual({ zoom: 2, x: 240, y: 130 });
    expect(panBy(view, 10_000, 10_000, FIT, IMAGE)).toEqual({ zoom: 2, x: 0, y: 0 });
    // At zoom 1 there is nothing to pan to.
    expect(panBy(FIT_VIEW, 50, 50, FIT, IMAGE)).toEqual(FIT_VIEW);
  });

  it("a pinch keeps the touched photo point between the fingers as they spread and move", () => {
    const start: Point = [150, 100];
    const anchor = toImage(start, FIT_VIEW, FIT);
    const view = viewWithPointAt(anchor, [180, 120], 3, FIT, IMAGE);
    expect(view.zoom).toBe(3);
    close(toScreen(anchor, view, FIT), [180, 120]);
  });

  it("reveals a point off screen with the least pan, and leaves a visible one alone", () => {
    const view: View = { zoom: 4, x: 0, y: 0 };
    // The frame shows photo x 0–200, y 0–150; 20 frame px margin is 10 photo px at 2 px per photo px.
    expect(revealPoint(view, [100, 100], 20, FIT, IMAGE)).toEqual(view);
    expect(revealPoint(view, [500, 100], 20, FIT, IMAGE)).toEqual({ zoom: 4, x: 310, y: 0 });
  });
});

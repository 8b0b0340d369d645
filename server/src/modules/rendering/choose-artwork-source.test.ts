import { describe, expect, test } from "vitest";
import { chooseArtworkSource } from "./choose-artwork-source";
import { rect } from "../artworks/testing/seed-template";

const window = (width: number, height: number) => ({
  box: { x: 10, y: 10, width, height },
  quad: rect(10, 10, width, height).map(([x, y]) => [x, y] as [number, number]),
  rectangular: true,
  area: width * height,
});

describe("chooseArtworkSource", () => {
  test("art no larger than the working copy always uses it", () => {
    expect(chooseArtworkSource({ width: 1200, height: 800 }, [window(5000, 4000)], 1, "fill")).toBe("working");
  });

  test("the original only when a window would enlarge the 1600 px copy", () => {
    const art = { width: 4800, height: 3200 }; // working copy 1600 × 1067
    expect(chooseArtworkSource(art, [window(1500, 1000)], 1, "expand")).toBe("working");
    expect(chooseArtworkSource(art, [window(2400, 1600)], 1, "expand")).toBe("original");
    // The same window in a half-size (free plan) export fits the working copy.
    expect(chooseArtworkSource(art, [window(2400, 1600)], 0.5, "expand")).toBe("working");
  });

  test("fill crops (the larger factor decides), fit contains (the smaller)", () => {
    const art = { width: 4800, height: 3200 };
    // A tall window: the art must cover 1200 px of height, scaling the 1067 px copy up.
    expect(chooseArtworkSource(art, [window(800, 1200)], 1, "fill")).toBe("original");
    expect(chooseArtworkSource(art, [window(800, 1200)], 1, "fit")).toBe("working");
  });
});

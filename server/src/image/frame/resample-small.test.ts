import { describe, expect, it } from "vitest";
import { sharp, type RawImage } from "../core";
import { fitArtwork } from "./fit-artwork";
import { fitSmall } from "./resample-small";

/** A 300 × 200 picture: smooth ramps with a soft disc, like a photograph's content at a preview's scale. */
const art: RawImage = (() => {
  const [width, height] = [300, 200];
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const disc = Math.max(0, 1 - Math.hypot(x - 180, y - 90) / 60);
      data.set([Math.round((x / width) * 255), Math.round((y / height) * 200 + 40 * disc), Math.round(255 * disc)], (y * width + x) * 3);
    }
  }
  return { data, width, height, channels: 3 };
})();

/** What sharp's pipeline gives for the same fit (the path larger windows take). */
async function viaSharp(width: number, height: number, fit: "expand" | "fill" | "fit", bleed = { top: 0, right: 0, bottom: 0, left: 0 }): Promise<RawImage> {
  const fitted = await sharp(art.data, { raw: { width: art.width, height: art.height, channels: 3 } })
    .resize(width, height, { fit: { expand: "fill", fill: "cover", fit: "contain" }[fit] as "fill", position: "centre", background: { r: 245, g: 243, b: 238 } })
    .extend({ ...bleed, extendWith: "copy" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: fitted.data, width: fitted.info.width, height: fitted.info.height, channels: 3 };
}

const meanDifference = (a: RawImage, b: RawImage) => a.data.reduce((sum, v, i) => sum + Math.abs(v - b.data[i]!), 0) / a.data.length;

describe("fitting art into a small window in JS", () => {
  it("gives what sharp gives for every fit mode, shrinking and enlarging, within 2/255 on average", async () => {
    for (const fit of ["expand", "fill", "fit"] as const) {
      for (const [w, h] of [[90, 105], [120, 60], [400, 300]] as const) {
        const ours = fitSmall(art, w, h, fit, { top: 0, right: 0, bottom: 0, left: 0 });
        const theirs = await viaSharp(w, h, fit);
        expect([ours.width, ours.height]).toEqual([theirs.width, theirs.height]);
        expect(meanDifference(ours, theirs), `${fit} ${w}×${h}`).toBeLessThan(2);
      }
    }
  });

  it("repeats the edge into the bleed, and fitArtwork takes this path for small windows only", async () => {
    const bleed = { top: 2, right: 3, bottom: 1, left: 4 };
    const ours = fitSmall(art, 80, 50, "fill", bleed);
    expect([ours.width, ours.height]).toEqual([87, 53]);
    const px = (x: number, y: number) => [...ours.data.subarray((y * 87 + x) * 3, (y * 87 + x) * 3 + 3)];
    expect(px(0, 0)).toEqual(px(4, 2));
    expect(px(86, 52)).toEqual(px(83, 51));
    expect(meanDifference(ours, await viaSharp(80, 50, "fill", bleed))).toBeLessThan(2);
    expect(await fitArtwork(art, 80, 50, "fill", bleed)).toEqual(ours);
    expect(await fitArtwork(art, 400, 300, "fill")).toEqual(await viaSharp(400, 300, "fill"));
  });
});

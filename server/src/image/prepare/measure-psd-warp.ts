import { readPsd, writePsdUint8Array, type Layer } from "ag-psd";
import { preparePsd } from "./prepare-psd";
import type { PsdFidelity } from "./psd-fidelity";

/**
 * Measures our warp against a Photoshop-made file whose warped smart object is hidden (ag-psd's
 * mesh-transform): its layer pixels are still Photoshop's rendering of the warp. The layer is
 * shown and Photoshop's composite gets those pixels laid over it (Normal, full opacity: what
 * Photoshop would show), then the file is imported as a template, whose self-test compares our
 * render of the smart object's own contents through the warp with it.
 */
export async function measurePsdWarp(bytes: Uint8Array): Promise<PsdFidelity> {
  const psd = readPsd(bytes, { useImageData: true });
  const layer = (psd.children ?? []).find((l: Layer) => l.placedLayer && l.hidden);
  const composite = psd.imageData;
  const pixels = layer?.imageData;
  if (!layer || !composite || !pixels) throw new Error("The file has no hidden smart object and composite to measure");
  layer.hidden = false;
  const [left, top] = [layer.left ?? 0, layer.top ?? 0];
  for (let y = 0; y < pixels.height; y++) {
    for (let x = 0; x < pixels.width; x++) {
      const [cx, cy] = [left + x, top + y];
      if (cx < 0 || cy < 0 || cx >= psd.width || cy >= psd.height) continue;
      const s = (y * pixels.width + x) * 4;
      const d = (cy * psd.width + cx) * 4;
      const a = pixels.data[s + 3]! / 255;
      for (let k = 0; k < 3; k++) composite.data[d + k] = Math.round(pixels.data[s + k]! * a + composite.data[d + k]! * (1 - a));
    }
  }
  return (await preparePsd(writePsdUint8Array(psd))).psd.fidelity;
}

import { toSharpInput, type ImageSource, type RawImage } from "../core";
import type { PlacedLayer } from "./warp-into-quad";

/** The photo under a layer, grey, same size and place: what the room's light is read from. */
export async function readGreyUnder(base: ImageSource, layer: PlacedLayer): Promise<RawImage> {
  const { data, info } = await toSharpInput(base)
    .extract({ left: layer.left, top: layer.top, width: layer.image.width, height: layer.image.height })
    .removeAlpha()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 1 };
}

import { sharp, type Point, type RawImage } from "../core";
import { decodeImage, TEMPLATE_LIMITS } from "../decode";
import { describeAspectRatio, windowFromQuad } from "../detect";
import { encodeScenePasses, scaleScenePasses, type PassImage, type ScenePasses } from "../compose";
import { encodeTemplateCopies, type PreparedTemplate } from "./prepare-template";

/** A box in full-size pixels as room.json writes it: [x0, y0, x1, y1]. */
export type RoomBox = [number, number, number, number];

/** One art place of a rendered room (catalogue/rendered/<room>/room.json) with its pass files as written. */
export type RenderedPlaceInput = {
  /** Corners TL, TR, BR, BL projected from the camera, full-size pixels. */
  quad: Point[];
  /** The framed piece's outer size on the wall, cm. */
  sizeCm: [number, number];
  lightBox: RoomBox;
  shadowBox: RoomBox;
  /** light-N.png (16-bit sRGB), reflection-N.webp, shadow-N.png (grey). */
  light: Uint8Array;
  reflection: Uint8Array;
  shadow: Uint8Array;
};

/** A rendered room stored like any template, plus its passes at full size and at the preview copy's. */
export type PreparedRenderedRoom = PreparedTemplate & { passes: { full: Buffer; preview: Buffer } };

/** A pass file as 8-bit pixels at `box` (grey for the shadow, RGB for the others). */
async function readPass(file: Uint8Array, [x0, y0]: RoomBox, channels: 1 | 3): Promise<PassImage> {
  const decoded = sharp(file).toColourspace(channels === 1 ? "b-w" : "srgb").removeAlpha();
  const { data, info } = await (channels === 1 ? decoded.extractChannel(0) : decoded).raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
  return { left: x0, top: y0, image: { data, width: info.width, height: info.height, channels } satisfies RawImage };
}

/** The shadow pass's blur, as a share of its box's longer side: the sampling noise goes, a contact shadow is soft anyway. */
const SHADOW_BLUR = 0.01;
/** Over this share of its box's shorter side from the box's edge the shadow fades out: no line where the pass ends. */
const SHADOW_FADE = 0.1;

/**
 * The frame's shadow as the engine draws it: blurred, divided by the pass's own level along its
 * box's edge (far from the frame: no shadow, whatever bias the sampling left) and faded out
 * towards that edge. Grey, 255 = no shadow.
 */
async function settleShadow({ left, top, image }: PassImage): Promise<PassImage> {
  const { width, height } = image;
  const blurred = await sharp(image.data, { raw: { width, height, channels: 1 } })
    .blur(Math.max(0.5, SHADOW_BLUR * Math.max(width, height)))
    .extractChannel(0)
    .raw({ depth: "uchar" })
    .toBuffer();
  const edge: number[] = [];
  for (let x = 0; x < width; x++) edge.push(blurred[x]!, blurred[(height - 1) * width + x]!);
  for (let y = 0; y < height; y++) edge.push(blurred[y * width]!, blurred[y * width + width - 1]!);
  const level = Math.max(1, edge.sort((a, b) => a - b)[edge.length >> 1]!);
  const fade = Math.max(1, SHADOW_FADE * Math.min(width, height));
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const shade = 255 - Math.min(255, (blurred[y * width + x]! * 255) / level);
      data[y * width + x] = Math.round(255 - shade * Math.min(1, Math.min(x, y, width - 1 - x, height - 1 - y) / fade));
    }
  }
  return { left, top, image: { data, width, height, channels: 1 } };
}

/**
 * A rendered room's photo and passes, made ready like an upload: the normalised photo, its preview
 * copy and thumbnail, one window per art place from the projected corners (no detection; its real
 * ratio is the place's size), and the passes serialised at both sizes. Our own files: trusted.
 */
export async function prepareRenderedRoom(photo: Uint8Array, places: RenderedPlaceInput[]): Promise<PreparedRenderedRoom> {
  const pixels = await decodeImage(photo, TEMPLATE_LIMITS);
  const windows = places.map(({ quad, sizeCm }) => ({ ...windowFromQuad(quad, pixels, { placement: "over" }), aspect: Math.round((sizeCm[0] / sizeCm[1]) * 1000) / 1000, sizeCm }));
  const passes: ScenePasses = {
    width: pixels.width,
    height: pixels.height,
    places: await Promise.all(
      places.map(async (p) => ({ light: await readPass(p.light, p.lightBox, 3), reflection: await readPass(p.reflection, p.lightBox, 3), shadow: await settleShadow(await readPass(p.shadow, p.shadowBox, 1)) })),
    ),
  };
  const copies = await encodeTemplateCopies(pixels, windows);
  const first = places[0];
  return {
    ...copies,
    aspectRatio: first ? describeAspectRatio(first.sizeCm[0], first.sizeCm[1]) : null,
    passes: { full: await encodeScenePasses(passes), preview: await encodeScenePasses(await scaleScenePasses(passes, copies.preview.width)) },
  };
}

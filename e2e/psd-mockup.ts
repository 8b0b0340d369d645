import { type Layer, writePsdBuffer } from "ag-psd";
import sharp from "sharp";

type Rgb = [number, number, number];
type Quad = [number, number][];

export const PSD_SIZE = { width: 800, height: 600 };
/** "Your Design": a poster seen in perspective (TL, TR, BR, BL). */
export const DESIGN_QUAD: Quad = [[250, 110], [530, 140], [520, 440], [260, 470]];
const DESIGN_COLOUR: Rgb = [70, 90, 160];
/** "Plant": a small upright smart object the art does not go into by default. */
const PLANT_QUAD: Quad = [[600, 60], [720, 60], [720, 120], [600, 120]];
const PLANT_COLOUR: Rgb = [60, 140, 70];
/** A Multiply shadow across the poster's lower part (rows SHADOW_ROWS), grey SHADOW_GREY. */
export const SHADOW_ROWS = [380, 500] as const;
export const SHADOW_GREY = 128;

const { width: W, height: H } = PSD_SIZE;

/** A wall lit from the top left: the background, opaque. */
function wall(): Uint8ClampedArray {
  const data = new Uint8ClampedArray(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 4;
      const light = 1 - 0.12 * (x / W) - 0.1 * (y / H);
      data.set([Math.round(236 * light), Math.round(228 * light), Math.round(214 * light), 255], i);
    }
  }
  return data;
}

/** The quad filled with one colour, anti-aliased (what Photoshop shows of a smart object of that colour). */
async function quadPixels(quad: Quad, [r, g, b]: Rgb): Promise<Uint8ClampedArray> {
  const points = quad.map(([x, y]) => `${x},${y}`).join(" ");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><polygon points="${points}" fill="rgb(${r},${g},${b})"/></svg>`;
  return new Uint8ClampedArray(await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer());
}

function crop(full: Uint8ClampedArray, box: { left: number; top: number; right: number; bottom: number }) {
  const width = box.right - box.left;
  const height = box.bottom - box.top;
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) data.set(full.subarray(((box.top + y) * W + box.left) * 4, ((box.top + y) * W + box.right) * 4), y * width * 4);
  return { width, height, data };
}

const boundsOf = (quad: Quad) => ({
  left: Math.floor(Math.min(...quad.map((p) => p[0]))),
  top: Math.floor(Math.min(...quad.map((p) => p[1]))),
  right: Math.ceil(Math.max(...quad.map((p) => p[0]))),
  bottom: Math.ceil(Math.max(...quad.map((p) => p[1]))),
});

/** Source over, in place: `top` (straight alpha) over an opaque `base`. */
function over(base: Uint8ClampedArray, top: Uint8ClampedArray) {
  for (let i = 0; i < base.length; i += 4) {
    const a = top[i + 3]! / 255;
    for (let c = 0; c < 3; c++) base[i + c] = Math.round(top[i + c]! * a + base[i + c]! * (1 - a));
  }
}

async function smartObject(name: string, id: string, quad: Quad, colour: Rgb, content: { width: number; height: number }, pixels: Uint8ClampedArray): Promise<Layer> {
  const box = boundsOf(quad);
  const flat = quad.flat();
  return {
    name,
    ...box,
    imageData: crop(pixels, box) as Layer["imageData"],
    placedLayer: { id, type: "raster", transform: flat, nonAffineTransform: flat, width: content.width, height: content.height },
  };
}

const png = (width: number, height: number, [r, g, b]: Rgb) => sharp({ create: { width, height, channels: 4, background: { r, g, b, alpha: 1 } } }).png().toBuffer();

/**
 * An 800 × 600 mockup as Photoshop saves one: a wall, a "Your Design" smart object in
 * perspective, a small "Plant" smart object, and a Multiply shadow above them, with the composite
 * Photoshop would store (computed here with the same formulas: source over, then multiply).
 */
export async function buildPerspectivePsd(): Promise<Buffer> {
  const background = wall();
  const design = await quadPixels(DESIGN_QUAD, DESIGN_COLOUR);
  const plant = await quadPixels(PLANT_QUAD, PLANT_COLOUR);
  const composite = background.slice();
  over(composite, design);
  over(composite, plant);
  const shadow = { left: 200, top: SHADOW_ROWS[0], right: 600, bottom: SHADOW_ROWS[1] };
  for (let y = shadow.top; y < shadow.bottom; y++) {
    for (let x = shadow.left; x < shadow.right; x++) {
      const i = (y * W + x) * 4;
      for (let c = 0; c < 3; c++) composite[i + c] = Math.round((composite[i + c]! * SHADOW_GREY) / 255);
    }
  }
  const grey = new Uint8ClampedArray((shadow.right - shadow.left) * (shadow.bottom - shadow.top) * 4).fill(SHADOW_GREY);
  for (let i = 3; i < grey.length; i += 4) grey[i] = 255;
  const children: Layer[] = [
    { name: "Wall", left: 0, top: 0, right: W, bottom: H, imageData: { width: W, height: H, data: background } as Layer["imageData"] },
    await smartObject("Your Design", "a1b2c3d4-0000-11ec-b4f1-c15674f50bc4", DESIGN_QUAD, DESIGN_COLOUR, { width: 300, height: 400 }, design),
    await smartObject("Plant", "a1b2c3d4-0001-11ec-b4f1-c15674f50bc4", PLANT_QUAD, PLANT_COLOUR, { width: 120, height: 60 }, plant),
    { name: "Shadow", ...shadow, blendMode: "multiply", imageData: { width: shadow.right - shadow.left, height: shadow.bottom - shadow.top, data: grey } as Layer["imageData"] },
  ];
  const buffer = writePsdBuffer(
    {
      width: W,
      height: H,
      children,
      imageData: { width: W, height: H, data: composite } as never,
      linkedFiles: [
        { id: "a1b2c3d4-0000-11ec-b4f1-c15674f50bc4", name: "design.png", data: new Uint8Array(await png(300, 400, DESIGN_COLOUR)) },
        { id: "a1b2c3d4-0001-11ec-b4f1-c15674f50bc4", name: "plant.png", data: new Uint8Array(await png(120, 60, PLANT_COLOUR)) },
      ],
    },
    { noBackground: true },
  );
  return buffer;
}

import { promisify } from "node:util";
import { deflate, inflate } from "node:zlib";
import { sharp, type RawImage } from "../core";

const deflateAsync = promisify(deflate);
const inflateAsync = promisify(inflate);

/** A pass over one box of a rendered room's photo, in the pixels of the size it was prepared at. */
export type PassImage = { left: number; top: number; image: RawImage };

/**
 * What a rendered room's camera saw at one art place (catalogue/scenes/lib/render.py): the light
 * a white card there receives (RGB, the art is multiplied by it), what glass there reflects (RGB)
 * and how much a frame darkens the wall around it (grey, 255 = no shadow).
 */
export type PlacePasses = { light: PassImage; reflection: PassImage; shadow: PassImage };

/** A rendered room's passes at one size (full, or the preview copy's), one entry per window. */
export type ScenePasses = { width: number; height: number; places: PlacePasses[] };

const MAGIC = "MSSCN1\n";
const PASS_NAMES = ["light", "reflection", "shadow"] as const;
/** Fast deflate: a room's passes are stored once and read per render. */
const DEFLATE_LEVEL = 1;

/** Serialises passes: a JSON header, then every pass's pixels, deflated together. */
export async function encodeScenePasses(passes: ScenePasses): Promise<Buffer> {
  const blobs: Uint8Array[] = [];
  const header = {
    width: passes.width,
    height: passes.height,
    places: passes.places.map((place) =>
      Object.fromEntries(PASS_NAMES.map((name) => {
        const { left, top, image } = place[name];
        blobs.push(image.data);
        return [name, { left, top, width: image.width, height: image.height, channels: image.channels }];
      })),
    ),
  };
  const json = Buffer.from(JSON.stringify(header));
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  return Buffer.concat([Buffer.from(MAGIC), length, json, await deflateAsync(Buffer.concat(blobs), { level: DEFLATE_LEVEL })]);
}

type PassHeader = { left: number; top: number; width: number; height: number; channels: RawImage["channels"] };

/** Reads what `encodeScenePasses` wrote. */
export async function decodeScenePasses(stored: Uint8Array): Promise<ScenePasses> {
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  if (bytes.subarray(0, MAGIC.length).toString() !== MAGIC) throw new Error("Not a rendered room's passes");
  const jsonLength = bytes.readUInt32LE(MAGIC.length);
  const start = MAGIC.length + 4;
  const header = JSON.parse(bytes.subarray(start, start + jsonLength).toString()) as { width: number; height: number; places: Record<(typeof PASS_NAMES)[number], PassHeader>[] };
  const pixels = await inflateAsync(bytes.subarray(start + jsonLength));
  let offset = 0;
  const pass = ({ left, top, width, height, channels }: PassHeader): PassImage => {
    // A copy, not a view: a preview's passes are cloned to a render thread, and a view would take the whole buffer along.
    const data = new Uint8Array(pixels.subarray(offset, offset + width * height * channels));
    offset += data.length;
    return { left, top, image: { data, width, height, channels } };
  };
  return { width: header.width, height: header.height, places: header.places.map((p) => ({ light: pass(p.light), reflection: pass(p.reflection), shadow: pass(p.shadow) })) };
}

/** The passes scaled to a picture `width` wide (previews, smaller exports); the same passes at their own width. */
export async function scaleScenePasses(passes: ScenePasses, width: number): Promise<ScenePasses> {
  if (width === passes.width) return passes;
  const s = width / passes.width;
  const scale = async ({ left, top, image }: PassImage): Promise<PassImage> => {
    const size = { width: Math.max(1, Math.round(image.width * s)), height: Math.max(1, Math.round(image.height * s)) };
    const { data, info } = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
      .resize(size.width, size.height, { fit: "fill" })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    return { left: Math.round(left * s), top: Math.round(top * s), image: { data, width: info.width, height: info.height, channels: info.channels as RawImage["channels"] } };
  };
  const places = await Promise.all(passes.places.map(async (p) => ({ light: await scale(p.light), reflection: await scale(p.reflection), shadow: await scale(p.shadow) })));
  return { width, height: Math.max(1, Math.round(passes.height * s)), places };
}

/** Bytes decoded passes hold (for caches bounded by bytes). */
export const scenePassesBytes = (passes: ScenePasses) =>
  passes.places.reduce((sum, p) => sum + p.light.image.data.byteLength + p.reflection.image.data.byteLength + p.shadow.image.data.byteLength, 0);

import sharp from "sharp";

/** A real image file of any shape: a flat colour, so it encodes quickly at any size. */
export function makeImage(width: number, height: number, format: "png" | "jpeg" = "jpeg"): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 90 } } });
  return (format === "png" ? image.png() : image.jpeg({ quality: 80 })).toBuffer();
}

/** A small room photo: a wall with a darker "frame", so room detection has something to find. */
export async function makeRoomPhoto(width = 600, height = 400): Promise<Buffer> {
  const [w, h] = [Math.round(width / 3), Math.round(height / 3)];
  const frame = await sharp({ create: { width: w, height: h, channels: 3, background: { r: 40, g: 30, b: 20 } } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 215, b: 205 } } })
    .composite([{ input: frame, left: w, top: Math.round(height / 4) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

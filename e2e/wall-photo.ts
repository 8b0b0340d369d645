import sharp from "sharp";

/** A wall photo (JPEG, no transparency) with a dark frame around a light picture at x 300–500, y 120–360. */
export async function wallPhoto(name = "wall.jpg") {
  const frame = await sharp({ create: { width: 240, height: 280, channels: 3, background: { r: 50, g: 38, b: 30 } } }).png().toBuffer();
  const picture = await sharp({ create: { width: 200, height: 240, channels: 3, background: { r: 236, g: 232, b: 222 } } }).png().toBuffer();
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 170, g: 160, b: 140 } } })
    .composite([
      { input: frame, left: 280, top: 100 },
      { input: picture, left: 300, top: 120 },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

import sharp from "sharp";

/** Width in pixels of the dark (black-framed) piece on row y of a preview, scanning in from ±reach around x. */
export async function pieceWidth(png: Buffer, x: number, y: number, reach: number): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const dark = (px: number) => {
    const o = (Math.round(y) * info.width + px) * info.channels;
    return 0.299 * data[o]! + 0.587 * data[o + 1]! + 0.114 * data[o + 2]! < 90;
  };
  let left = Math.max(0, Math.round(x - reach));
  while (left < x && !dark(left)) left++;
  let right = Math.min(info.width - 1, Math.round(x + reach));
  while (right > x && !dark(right)) right--;
  return right - left + 1;
}

/** Height in pixels of the dark (black-framed) piece in column x of a preview, scanning in from ±reach around y. */
export async function pieceHeight(png: Buffer, x: number, y: number, reach: number): Promise<number> {
  const turned = await sharp(png).rotate(90).png().toBuffer();
  const { height } = await sharp(png).metadata();
  // Turned a quarter clockwise, the column x is the row x, and y runs from the right.
  return pieceWidth(turned, height - 1 - y, x, reach);
}

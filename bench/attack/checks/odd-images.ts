import { crc32 } from "node:zlib";
import { Check } from "../check";
import type { AttackContext } from "../context";
import { makeImage } from "../make-image";

/** A real 1 × 1 PNG whose header claims `width × height`: a decoder that trusts it allocates gigabytes. */
async function pixelBomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makeImage(1, 1, "png"));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** Shapes and files that break thumbnails, divisions or decoders (issue 24, item 4): 4xx, or they work. */
export async function oddImages(ctx: AttackContext) {
  const check = new Check("odd images (uploads)");
  const { attacker } = ctx;
  for (const [w, h] of [[1, 50_000], [50_000, 1], [3, 5_000]] as const) {
    const png = await makeImage(w, h, "png");
    for (const url of ["/api/artworks", "/api/rooms"]) await check.status(await attacker.upload(url, png, "image/png"), [400], `${w} × ${h} to ${url}`);
  }
  await check.status(await attacker.upload("/api/artworks", await pixelBomb(20_000, 20_000), "image/png"), [413], "a 20 000 × 20 000 pixel bomb");
  const jpeg = await makeImage(300, 200);
  await check.status(await attacker.upload("/api/artworks", Buffer.concat([jpeg.subarray(0, 400), Buffer.alloc(600, 7)]), "image/jpeg"), [400], "a truncated JPEG");
  await check.status(await attacker.upload("/api/artworks", Buffer.from("GIF89a not really"), "image/gif"), [415], "a GIF");
  await check.status(await attacker.upload("/api/artworks", new Uint8Array(), "image/png"), [400], "an empty file");

  // Thin but legal shapes work all the way: preview and a counted download.
  for (const [w, h] of [[1, 20], [20, 1], [2, 2]] as const) {
    const res = await attacker.upload("/api/artworks", await makeImage(w, h, "png"), "image/png");
    if (!(await check.status(res, [201], `${w} × ${h} artwork`))) continue;
    const { id } = (await res.json()) as { id: string };
    await check.status(await attacker.get(`/api/artworks/${id}/mockups/${ctx.roomId}?fit=fill`), [200], `${w} × ${h} preview`);
  }
  return check.result();
}

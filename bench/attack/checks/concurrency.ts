import { AttackClient } from "../attack-client";
import { Check } from "../check";
import type { AttackContext } from "../context";
import { makeImage, makeRoomPhoto } from "../make-image";

const FREE_LIMIT = 25;
const RACERS = FREE_LIMIT + 10;

/**
 * Many requests at once (issue 24): a free account's 35 simultaneous counted downloads pass its
 * 25 at most, exactly as many as are counted; uploads, previews and downloads together give no 500.
 */
export async function concurrency(ctx: AttackContext) {
  const check = new Check("concurrency (downloads, uploads)");
  const racer = new AttackClient(ctx.base);
  await racer.register("racer");
  const art = await racer.upload("/api/artworks", await makeImage(400, 300), "image/jpeg");
  const room = await racer.upload("/api/rooms", await makeRoomPhoto(400, 300), "image/jpeg");
  if (!check.expect(art.status === 201 && room.status === 201, `set-up: artwork ${art.status}, room ${room.status}`)) return check.result();
  const artworkId = ((await art.json()) as { id: string }).id;
  const roomId = ((await room.json()) as { id: number }).id;

  const downloads = await Promise.all(Array.from({ length: RACERS }, () => racer.get(`/api/artworks/${artworkId}/export/${roomId}?fit=fill`)));
  const statuses = downloads.map((r) => r.status);
  await Promise.all(downloads.map((r) => r.arrayBuffer()));
  const ok = statuses.filter((s) => s === 200).length;
  const status = (await (await racer.get("/api/subscription")).json()) as { imageCount: number };
  check.expect(statuses.every((s) => s === 200 || s === 403 || s === 503), `download statuses ${statuses.join(",")}`);
  check.expect(ok <= FREE_LIMIT && status.imageCount === ok, `${ok} downloads passed, ${status.imageCount} counted (limit ${FREE_LIMIT})`);

  const mixed = await Promise.all([
    ...Array.from({ length: 6 }, async () => racer.upload("/api/artworks", await makeImage(800, 600), "image/jpeg")),
    ...Array.from({ length: 20 }, (_, i) => racer.get(`/api/artworks/${artworkId}/mockups/${roomId}?fit=${i % 2 ? "fill" : "fit"}&_t=${i}`)),
    ...Array.from({ length: 6 }, () => ctx.attacker.get("/api/templates")),
  ]);
  for (const res of mixed) {
    await res.arrayBuffer();
    check.expect(res.status < 500 || res.status === 503, `${res.url}: ${res.status}`);
  }
  return check.result();
}

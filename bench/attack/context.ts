import { AttackClient } from "./attack-client";
import { makeImage, makeRoomPhoto } from "./make-image";

/** What every check shares: the server, one attacking account with an artwork and a small room. */
export type AttackContext = {
  base: string;
  /** The server's DATA_DIR, when given: the second-instance check needs it. */
  dataDir: string | null;
  attacker: AttackClient;
  artworkId: string;
  /** The attacker's own room (600 × 400, one window): a template that renders fast. */
  roomId: number;
};

export async function createContext(base: string, dataDir: string | null): Promise<AttackContext> {
  const health = await fetch(new URL("/api/health", base)).catch(() => null);
  if (!health?.ok) throw new Error(`No healthy Mockup Studio at ${base} (GET /api/health answered ${health?.status ?? "nothing"})`);
  const attacker = new AttackClient(base);
  await attacker.register("attacker");
  const art = await attacker.upload("/api/artworks", await makeImage(600, 400), "image/jpeg");
  if (art.status !== 201) throw new Error(`artwork upload failed: ${art.status} ${await art.text()}`);
  const room = await attacker.upload("/api/rooms", await makeRoomPhoto(), "image/jpeg", { name: "Attack room" });
  if (room.status !== 201) throw new Error(`room upload failed: ${room.status} ${await room.text()}`);
  return { base, dataDir, attacker, artworkId: ((await art.json()) as { id: string }).id, roomId: ((await room.json()) as { id: number }).id };
}

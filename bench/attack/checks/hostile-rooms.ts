import { Check } from "../check";
import type { AttackContext } from "../context";
import { makeRoomPhoto } from "../make-image";

type Quad = [number, number][];
const box = (x: number, y: number, w: number, h: number): Quad => [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];

/**
 * Rooms that would make every render huge (issue 24, item 1): too many windows, windows whose
 * total area is many photos, degenerate windows. Each is refused with 400 `{ message, code }` by
 * PUT /api/rooms/{id}; a legal 4 × 3 grid is accepted.
 */
export async function hostileRooms(ctx: AttackContext) {
  const check = new Check("hostile rooms (windows)");
  const { attacker } = ctx;
  const created = await attacker.upload("/api/rooms", await makeRoomPhoto(), "image/jpeg", { name: "Hostile room" });
  if (!check.expect(created.status === 201, `room upload: ${created.status}`)) return check.result();
  const { id } = (await created.json()) as { id: number };
  const put = (windows: Quad[]) => attacker.put(`/api/rooms/${id}`, { windows: windows.map((quad) => ({ quad })) });

  const twenty = Array.from({ length: 20 }, (_, i) => box((i % 5) * 110 + 10, Math.floor(i / 5) * 95 + 10, 80, 70));
  await check.status(await put(twenty), [400], "20 windows");
  await check.status(await put(Array.from({ length: 21 }, () => box(10, 10, 50, 50))), [400], "21 windows");
  await check.status(await put(Array.from({ length: 12 }, () => box(0, 0, 600, 400))), [400], "12 windows each covering the whole photo");
  await check.status(await put([box(0, 0, 600, 400), box(0, 0, 600, 400)]), [400], "2 whole-photo windows (200 % of the photo)");
  await check.status(await put([[[100, 100], [100, 100], [100, 100], [100, 100]]]), [400], "a window of one point");
  await check.status(await put([[[100, 100], [300, 100], [500, 100], [200, 100]]]), [400], "a window on one line");
  await check.status(await put([[[-100000, -100000], [100000, -100000], [100000, 100000], [-100000, 100000]]]), [400], "a window far outside the photo");
  const grid = Array.from({ length: 12 }, (_, i) => box((i % 4) * 150 + 7, Math.floor(i / 4) * 133 + 7, 135, 120));
  await check.status(await put(grid), [200], "a legal 4 × 3 grid (81 % of the photo)");
  await attacker.request("DELETE", `/api/rooms/${id}`);
  return check.result();
}

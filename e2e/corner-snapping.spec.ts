import { expect, test } from "@playwright/test";
import { cornerPoint, listRooms, openRoomEditor, pagePoint, realPhoto } from "./corner-photo";
import { expectToast } from "./fixtures";
import { snapshot } from "./screenshots";

const rooms = listRooms;

test("a dragged corner snaps onto the frame's corner, Alt places it freely, and Snap off does too", async ({ page }) => {
  test.setTimeout(90_000);
  const editor = await openRoomEditor(page);
  const canvas = editor.getByTestId("room-editor-canvas");
  const corner = editor.getByRole("slider", { name: "Top-left corner" });
  const loupe = editor.getByTestId("room-loupe");
  // The edge map is built once the photo has loaded.
  await corner.hover();
  await page.waitForTimeout(500);

  // Dropped 5 photo px off the frame's outer corner (280, 100): it lands on it, and says so while dragging.
  const from = await pagePoint(canvas, 800, await cornerPoint(corner));
  const near = await pagePoint(canvas, 800, [285, 104]);
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move(...near, { steps: 8 });
  await expect(corner).toHaveAttribute("data-snapped", "corner");
  await expect(loupe).toHaveAttribute("data-snapped", "corner");
  await snapshot(page, "corner-editor-snapped", { fullPage: false });
  await page.mouse.up();
  await expect(corner).not.toHaveAttribute("data-snapped");
  const [sx, sy] = await cornerPoint(corner);
  expect(Math.abs(sx - 280)).toBeLessThan(1.5);
  expect(Math.abs(sy - 100)).toBeLessThan(1.5);

  // The same kind of move with Alt held: the corner goes exactly where it was put.
  const at = await pagePoint(canvas, 800, [sx, sy]);
  const scale = (await canvas.evaluate((el) => el.clientWidth)) / 800;
  await page.keyboard.down("Alt");
  await page.mouse.move(...at);
  await page.mouse.down();
  await page.mouse.move(at[0] + 6, at[1] + 4, { steps: 4 });
  await expect(corner).not.toHaveAttribute("data-snapped");
  await page.mouse.up();
  await page.keyboard.up("Alt");
  const [fx, fy] = await cornerPoint(corner);
  expect(Math.abs(fx - (sx + 6 / scale))).toBeLessThan(1);
  expect(Math.abs(fy - (sy + 4 / scale))).toBeLessThan(1);

  // Snap off (the phone's way, with no Alt key): free as well.
  const snap = editor.getByRole("button", { name: "Snap" });
  await expect(snap).toHaveAttribute("aria-pressed", "true");
  await snap.click();
  await expect(snap).toHaveAttribute("aria-pressed", "false");
  const at2 = await pagePoint(canvas, 800, [fx, fy]);
  await page.mouse.move(...at2);
  await page.mouse.down();
  await page.mouse.move(at2[0] - 3, at2[1] - 2, { steps: 3 });
  await page.mouse.up();
  const [gx, gy] = await cornerPoint(corner);
  expect(Math.abs(gx - (fx - 3 / scale))).toBeLessThan(1);
  expect(Math.abs(gy - (fy - 2 / scale))).toBeLessThan(1);
});

test("the other proposals are one click away, in turn, and Save keeps the one shown", async ({ page }) => {
  test.setTimeout(90_000);
  // A real salon wall: the detector proposes several of its frames (a plain drawn wall of three
  // frames is a known miss of today's detector, see server/src/image/README.md).
  const editor = await openRoomEditor(page, (await realPhoto("09-gallery-salon-wall-cluster.jpg")).photo);
  const [room] = await rooms(page);
  const proposals = room!.windows.filter((w) => w.detected).map((w) => w.quad);
  expect(proposals.length).toBeGreaterThanOrEqual(3);
  const corner = editor.getByRole("slider", { name: "Top-left corner" });
  const link = editor.getByRole("button", { name: `Not this one? ${proposals.length - 1} more found` });
  await expect(link).toBeVisible();
  expect(await cornerPoint(corner)).toEqual(proposals[0]![0]!.map((v) => Number(v.toFixed(2))));

  await link.click();
  await expect(editor.getByText(`Showing 2 of ${proposals.length}`)).toBeVisible();
  expect(await cornerPoint(corner)).toEqual(proposals[1]![0]!.map((v) => Number(v.toFixed(2))));
  await snapshot(page, "corner-editor-proposals", { fullPage: false });
  for (let i = 2; i <= proposals.length; i++) await link.click();
  // Round the list: back to the best.
  expect(await cornerPoint(corner)).toEqual(proposals[0]![0]!.map((v) => Number(v.toFixed(2))));
  await link.click();

  await editor.getByRole("button", { name: "Save Room" }).click();
  await expectToast(page, "Room saved");
  const [saved] = await rooms(page);
  expect(saved!.windows).toHaveLength(1);
  saved!.windows[0]!.quad.forEach(([x, y], i) => {
    expect(x).toBeCloseTo(proposals[1]![i]![0], 2);
    expect(y).toBeCloseTo(proposals[1]![i]![1], 2);
  });
});

test("on a real photo, a corner dropped near the mat opening's corner lands on it (within 0.2 % of the diagonal)", async ({ page }) => {
  test.setTimeout(90_000);
  const { photo, quad } = await realPhoto("27-bedroom-matted-print.jpg");
  const editor = await openRoomEditor(page, photo);
  const canvas = editor.getByTestId("room-editor-canvas");
  const corner = editor.getByRole("slider", { name: "Top-left corner" });
  await corner.hover();
  await page.waitForTimeout(1000);
  const [tx, ty] = quad[0]!;
  await page.mouse.move(...(await pagePoint(canvas, 2048, await cornerPoint(corner))));
  await page.mouse.down();
  await page.mouse.move(...(await pagePoint(canvas, 2048, [tx + 8, ty + 6])), { steps: 10 });
  await expect(corner).toHaveAttribute("data-snapped", "corner");
  await snapshot(page, "corner-editor-real-photo", { fullPage: false });
  await page.mouse.up();
  const [x, y] = await cornerPoint(corner);
  expect(Math.hypot(x - tx, y - ty)).toBeLessThan(0.002 * Math.hypot(2048, 1536));
});

import { type Locator, type Page, expect, test } from "@playwright/test";
import { cornerPoint, listRooms, openRoomEditor } from "./corner-photo";
import { expectToast } from "./fixtures";
import { snapshot } from "./screenshots";
import { touch } from "./touch";

// Runs in the "mobile" project: a 390 × 844 phone with touch (playwright.config.ts).

const rooms = listRooms;
const uploadRoom = (page: Page) => openRoomEditor(page);
const point = cornerPoint;

async function centre(corner: Locator): Promise<[number, number]> {
  // hover() waits until the corner stands still in view (the dialog animates in).
  await corner.hover();
  const box = (await corner.boundingBox())!;
  return [box.x + box.width / 2, box.y + box.height / 2];
}

test("on a phone a finger drags a corner under a loupe, Undo puts it back, and two fingers zoom", async ({ page }) => {
  test.setTimeout(90_000);
  const editor = await uploadRoom(page);
  const [found] = await rooms(page);
  const detected = found!.windows[0]!.quad;
  const canvas = editor.getByTestId("room-editor-canvas");
  const corner = editor.getByRole("slider", { name: "Top-left corner" });
  const undo = editor.getByRole("button", { name: "Undo" });
  const loupe = editor.getByTestId("room-loupe");
  await expect(undo).toBeDisabled();
  const before = await point(corner);
  expect(Math.abs(before[0]! - detected[0]![0])).toBeLessThan(0.01);

  // The finger lands 10 px off the corner's centre and drags it 40 px right, 30 px down.
  const cdp = await page.context().newCDPSession(page);
  const finger = touch(cdp);
  const [x, y] = await centre(corner);
  const from: [number, number] = [x + 8, y + 6];
  const to: [number, number] = [from[0] + 40, from[1] + 30];
  await finger.start(from);
  await finger.move([from], [to]);
  await expect(loupe).toBeVisible();
  await expect(loupe).toHaveAttribute("data-pointer-type", "touch");
  // The loupe sits clear of the finger and inside the photo.
  const lens = (await loupe.boundingBox())!;
  const photo = (await canvas.boundingBox())!;
  expect(to[1] < lens.y || to[1] > lens.y + lens.height || to[0] < lens.x || to[0] > lens.x + lens.width).toBe(true);
  expect(lens.x).toBeGreaterThanOrEqual(photo.x);
  expect(lens.x + lens.width).toBeLessThanOrEqual(photo.x + photo.width + 1);
  await snapshot(page, "corner-editor-loupe", { fullPage: false });
  await finger.end();
  await expect(loupe).toBeHidden();

  // 40 × 30 screen px on a photo drawn about 0.4 px per photo px: about 100 × 75 photo px (touch lands on whole pixels).
  const photoPx = (await canvas.evaluate((el) => el.clientWidth)) / (found!.width ?? 1);
  const moved = await point(corner);
  expect(Math.abs(moved[0]! - before[0]! - 40 / photoPx)).toBeLessThan(2);
  expect(Math.abs(moved[1]! - before[1]! - 30 / photoPx)).toBeLessThan(2);
  const [bx, by] = await point(editor.getByRole("slider", { name: "Bottom-right corner" }));
  expect(bx).toBeCloseTo(detected[2]![0], 2);
  expect(by).toBeCloseTo(detected[2]![1], 2);

  await undo.tap();
  expect(await point(corner)).toEqual(before);
  await expect(undo).toBeDisabled();

  // Two fingers spread over the photo: it zooms in about them, and no corner moves.
  const mid: [number, number] = [photo.x + photo.width / 2, photo.y + photo.height * 0.8];
  await finger.spread(mid, 60, 180);
  await expect(canvas).toHaveAttribute("data-zoom", /^(2\.[89]|3\.[01])/);
  await expect(editor.getByLabel("Zoom level")).toHaveText(/^(29\d|30\d|31\d)%$/);
  expect(await point(corner)).toEqual(before);
  await expect(undo).toBeDisabled();
  const zoom = Number(await canvas.getAttribute("data-zoom"));

  // Zoomed in, a finger's travel is fewer photo pixels: the corner still lands where the finger put it.
  const bottomLeft = editor.getByRole("slider", { name: "Bottom-left corner" });
  const blBefore = await point(bottomLeft);
  const [bx0, by0] = await centre(bottomLeft);
  await finger.start([bx0, by0]);
  await finger.move([[bx0, by0]], [[bx0 + 30, by0 - 24]]);
  await expect(loupe).toBeVisible();
  await snapshot(page, "corner-editor-zoomed-loupe", { fullPage: false });
  await finger.end();
  const blMoved = await point(bottomLeft);
  expect(Math.abs(blMoved[0]! - blBefore[0]! - 30 / (photoPx * zoom))).toBeLessThan(1);
  expect(Math.abs(blMoved[1]! - blBefore[1]! + 24 / (photoPx * zoom))).toBeLessThan(1);
  await undo.tap();
  expect(await point(bottomLeft)).toEqual(blBefore);

  // Back to the whole photo, Save sends the corners the editor shows: the undone drag is not in them.
  await editor.getByRole("button", { name: "Show the whole photo" }).tap();
  await expect(canvas).toHaveAttribute("data-zoom", "1.000");
  await editor.getByRole("button", { name: "Save Room" }).tap();
  await expectToast(page, "Room saved");
  const [saved] = await rooms(page);
  const [sx, sy] = saved!.windows[0]!.quad[0]!;
  expect(sx).toBeCloseTo(detected[0]![0], 2);
  expect(sy).toBeCloseTo(detected[0]![1], 2);
});

test("at desktop width a mouse drag shows the loupe too", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const editor = await uploadRoom(page);
  const corner = editor.getByRole("slider", { name: "Top-right corner" });
  const before = await point(corner);
  const [x, y] = await centre(corner);
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y + 20, { steps: 5 });
  const loupe = editor.getByTestId("room-loupe");
  await expect(loupe).toHaveAttribute("data-pointer-type", "mouse");
  await snapshot(page, "corner-editor-loupe", { fullPage: false });
  await page.mouse.up();
  await expect(loupe).toBeHidden();
  expect((await point(corner))[0]).toBeGreaterThan(before[0]! + 20);
  await page.keyboard.press("Control+z");
  expect(await point(corner)).toEqual(before);
});

import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import type { Room } from "../shared/rooms";
import { expectToast, registerUser } from "./fixtures";
import { snapshot } from "./screenshots";
import { wallPhoto } from "./wall-photo";

async function artwork() {
  const buffer = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 40, g: 110, b: 200 } } }).png().toBuffer();
  return { name: "artwork.png", mimeType: "image/png", buffer };
}

const rooms = async (page: Page) => (await (await page.request.get("/api/rooms")).json()) as Room[];

test("a photo becomes a room: the frame is found, a corner dragged and saved, the artwork applied and downloaded", async ({ page }) => {
  test.setTimeout(90_000);
  await registerUser(page);
  await page.goto("/app");
  await page.getByLabel("Upload artwork").setInputFiles(await artwork());
  await expectToast(page, "Image uploaded");

  await page.getByTestId("room-upload-input").setInputFiles(await wallPhoto());
  const editor = page.getByRole("dialog", { name: "Place the frame in wall" });
  await expect(editor).toBeVisible();
  await expect(editor.getByText("We found a frame in your photo.")).toBeVisible();
  const [found] = await rooms(page);
  const detected = found!.windows[0]!;
  expect(detected.detected).toBe(true);
  expect(Math.abs(detected.quad[0]![0] - 300)).toBeLessThan(8);
  expect(Math.abs(detected.quad[0]![1] - 120)).toBeLessThan(8);
  await snapshot(page, "room-editor");

  // Drag the top-left corner 40 screen pixels right and down, then nudge it with the keyboard.
  const corner = editor.getByRole("slider", { name: "Top-left corner" });
  // hover() waits until the corner stands still in view (the dialog animates in, the editor sizes itself).
  await corner.hover();
  const box = (await corner.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2 + 20, { steps: 4 });
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 40, { steps: 4 });
  await page.mouse.up();
  await corner.focus();
  await page.keyboard.press("Shift+ArrowRight");
  await editor.getByRole("button", { name: "Save Room" }).click();
  await expectToast(page, "Room saved");
  const [saved] = await rooms(page);
  const moved = saved!.windows[0]!.quad[0]!;
  expect(moved[0]).toBeGreaterThan(detected.quad[0]![0] + 20);
  expect(moved[1]).toBeGreaterThan(detected.quad[0]![1] + 10);
  expect(saved!.windows[0]!.detected).toBe(false);

  // Only my rooms, apply, download.
  await page.getByLabel("Show only My Rooms").check();
  const cards = page.getByRole("list", { name: "Templates" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await page.getByRole("button", { name: "Apply to All Mockups" }).click();
  await expectToast(page, "Success!");
  const card = page.getByRole("article", { name: "wall", exact: true });
  await expect(card.getByRole("img")).toHaveAttribute("src", new RegExp(`/mockups/${saved!.id}\\?`));
  const downloadEvent = page.waitForEvent("download");
  await card.getByRole("button", { name: "Download wall" }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^wall-mockup-\d+\.png$/);
  await snapshot(page, "room-applied");

  // The editor at phone width.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Edit frame in wall" }).click();
  await expect(page.getByRole("dialog", { name: "Place the frame in wall" })).toBeVisible();
  await snapshot(page, "room-editor");
});

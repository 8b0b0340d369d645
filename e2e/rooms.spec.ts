import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import type { Room } from "../shared/rooms";
import { expectToast, registerUser, shownImageBytes } from "./fixtures";
import { snapshot } from "./screenshots";
import { wallPhoto } from "./wall-photo";
import { dragLine, onImage } from "./wall-scale-surface";

async function artwork() {
  const buffer = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 40, g: 110, b: 200 } } }).png().toBuffer();
  return { name: "artwork.png", mimeType: "image/png", buffer };
}

const rooms = async (page: Page) => (await (await page.request.get("/api/rooms")).json()) as Room[];

/** A new user with an artwork uploads the wall photo; returns its corner editor, open. */
async function uploadRoom(page: Page) {
  await registerUser(page);
  await page.goto("/app");
  await page.getByLabel("Upload artwork").setInputFiles(await artwork());
  await expectToast(page, "Image uploaded");
  await page.getByTestId("room-upload-input").setInputFiles(await wallPhoto());
  const editor = page.getByRole("dialog", { name: "Place the frame in wall" });
  await expect(editor).toBeVisible();
  return editor;
}

test("a photo becomes a room: the frame is found, a corner dragged and saved, the artwork applied and downloaded", async ({ page }) => {
  test.setTimeout(90_000);
  const editor = await uploadRoom(page);
  await expect(editor.getByText("We found a frame in your photo.")).toBeVisible();
  const [found] = await rooms(page);
  const detected = found!.windows[0]!;
  expect(detected.detected).toBe(true);
  expect(Math.abs(detected.quad[0]![0] - 300)).toBeLessThan(8);
  expect(Math.abs(detected.quad[0]![1] - 120)).toBeLessThan(8);
  await snapshot(page, "room-editor");

  // Drag the top-left corner 40 screen pixels right and down, then nudge it with the keyboard.
  const corner = editor.getByRole("slider", { name: "Top-left corner" });
  // hover() waits until the corner stands still in view (the dialog animates in, and may open scrolled).
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
  await expect(card.getByRole("img")).toHaveAttribute("data-preview", new RegExp(`/mockups/${saved!.id}\\?`));
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

test("a room's wall scale: a reference line over its 60 cm frame and an anchor hang the art at true size", async ({ page }) => {
  test.setTimeout(90_000);
  const editor = await uploadRoom(page);
  await editor.getByRole("button", { name: "Cancel" }).click();

  // The art in the photo's frame first.
  await page.getByLabel("Show only My Rooms").check();
  await page.getByRole("button", { name: "Apply to All Mockups" }).click();
  await expectToast(page, "Success!");
  const card = page.getByRole("article", { name: "wall", exact: true });
  const previewBytes = () => shownImageBytes(card.getByRole("img"));
  const inFrame = await previewBytes();

  await page.getByRole("button", { name: "Wall scale of wall" }).click();
  const dialog = page.getByRole("dialog", { name: "Wall scale" });
  await expect(dialog).toBeVisible();
  const at = await onImage(dialog.getByTestId("wall-scale-surface"), { width: 800, height: 600 });
  // Along the photographed frame's top edge, 240 px, said to be 60 cm: 4 px per cm.
  await dragLine(page, at, [280, 100], [520, 100]);
  await expect(dialog.getByRole("button", { name: "Anchor" })).toHaveAttribute("aria-pressed", "true");
  await page.mouse.click(...at([640, 330]));
  await dialog.getByLabel("Length (cm)").fill("60");
  await dialog.getByLabel("Default size").fill("30x40cm");
  await expect(dialog.getByText("Scale: 4.00 px per cm (line 240 px)")).toBeVisible();
  await snapshot(page, "room-wall-scale-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Save scale" }).click();
  await expectToast(page, "Wall scale saved");
  await expect(dialog).toBeHidden();
  const [scaled] = await rooms(page);
  expect(scaled!.pxPerCm).toBe(4);
  expect(scaled!.defaultSize).toBe("30x40cm");
  expect(Math.abs(scaled!.anchor![0] - 640)).toBeLessThanOrEqual(2);
  await expect(page.getByText("True size", { exact: true })).toBeVisible();

  // Applied again, the room's preview is the print hung at the anchor, not the art in the frame.
  await page.getByRole("button", { name: "Apply to All Mockups" }).click();
  await expectToast(page, "Success!");
  await expect.poll(async () => (await previewBytes()).equals(inFrame)).toBe(false);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Wall scale of wall" }).click();
  await expect(page.getByRole("dialog", { name: "Wall scale" }).getByText("Scale: 4.00 px per cm (stored)")).toBeVisible();
  await snapshot(page, "room-wall-scale-dialog", { fullPage: false });
});

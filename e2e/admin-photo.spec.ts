import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import type { Template, TemplateUploadResponse, TemplateWindows } from "../shared/templates";
import { expectToast, shownImageBytes, signInAsAdmin } from "./fixtures";
import { snapshot } from "./screenshots";
import { wallPhoto } from "./wall-photo";

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const ART_RGB = [40, 110, 200] as const;

/** A flat blue 4x5 artwork, so the studio's best-match ratio is the new template's. */
async function artwork() {
  const buffer = await sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: ART_RGB[0], g: ART_RGB[1], b: ART_RGB[2] } } })
    .png()
    .toBuffer();
  return { name: "artwork.png", mimeType: "image/png", buffer };
}

const windowsOf = async (page: Page, id: number) => (await (await page.request.get(`/api/templates/${id}/windows`)).json()) as TemplateWindows;

/** Drags a corner handle by (dx, dy) screen pixels with the mouse, in steps, as a hand would. */
async function dragCorner(page: Page, name: string, dx: number, dy: number) {
  const corner = page.getByRole("slider", { name });
  // hover() waits until the handle stands still in view (the dialog animates in).
  await corner.hover();
  const box = (await corner.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

test("the admin adds a photo as a template: frame found, a corner dragged, saved with filters; it shows in the studio and takes an artwork", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto("/admin");
  const room = `gallery${stamp()}`;
  const name = `E2E Photo ${stamp()} - 4x5 - Oak - ${room}`;

  const form = page.getByRole("region", { name: "Add New Template" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("checkbox", { name: "Featured" }).check();
  await form.getByLabel("Template image").setInputFiles(await wallPhoto("living-room.jpg"));
  const uploaded = page.waitForResponse((r) => r.url().includes("/api/templates/upload") && r.request().method() === "POST");
  await form.getByRole("button", { name: "Add Template" }).click();
  const upload = (await (await uploaded).json()) as TemplateUploadResponse;
  expect(upload.placement).toBe("over");
  const found = upload.windows![0]!;
  expect(found.detected).toBe(true);
  expect(Math.abs(found.quad[0]![0] - 300)).toBeLessThan(8);
  expect(Math.abs(found.quad[0]![1] - 120)).toBeLessThan(8);

  const editor = page.getByRole("dialog", { name: "Place the frame" });
  await expect(editor).toBeVisible();
  await expect(editor.getByText(/We found a frame in this photo/)).toBeVisible();
  await expect(editor.getByText(name)).toBeVisible();
  await expect(editor.getByTestId("template-editor-canvas").getByRole("img", { name: "The template photo" })).toBeVisible();
  await snapshot(page, "admin-photo-editor", { fullPage: false });

  // The photo is 800 px wide and shown narrower: 40 screen px are more than 40 photo px.
  await dragCorner(page, "Top-left corner", 40, 40);
  await expect(editor.getByRole("button", { name: "Reset corners" })).toBeVisible();
  await editor.getByRole("button", { name: "Save Template" }).click();
  await expectToast(page, "Template added");
  await expect(editor).toBeHidden();
  await expect(form.getByLabel("Name")).toHaveValue("");

  const created = ((await (await page.request.get("/api/templates")).json()) as Template[]).find((t) => t.name === name)!;
  expect(created).toMatchObject({ placement: "over", featured: true, category: "frame", aspectRatio: "4x5", color: "oak", roomType: room });
  const saved = (await windowsOf(page, created.id)).windows[0]!;
  expect(saved.detected).toBe(false);
  expect(saved.quad[0]![0]).toBeGreaterThan(found.quad[0]![0] + 30);
  expect(saved.quad[0]![1]).toBeGreaterThan(found.quad[0]![1] + 30);
  expect(saved.quad[2]).toEqual(found.quad[2]);

  // Later: re-open the editor from the list and nudge the corner with the keyboard.
  const item = page.getByRole("region", { name: /Existing Templates/ }).getByRole("listitem", { name, exact: true });
  await item.scrollIntoViewIfNeeded();
  await snapshot(page, "admin-photo-list", { fullPage: false });
  await item.getByRole("button", { name: `Edit frame in ${name}` }).click();
  const again = page.getByRole("dialog", { name: `Edit the frame in ${name}` });
  await expect(again).toBeVisible();
  const corner = again.getByRole("slider", { name: "Top-left corner" });
  await expect(corner).toHaveAttribute("aria-valuenow", String(Math.round(saved.quad[0]![0])));
  await corner.focus();
  await page.keyboard.press("Shift+ArrowLeft");
  await again.getByRole("button", { name: "Save Frame" }).click();
  const updated = await expectToast(page, "Template updated");
  const nudged = (await windowsOf(page, created.id)).windows[0]!;
  expect(nudged.quad[0]![0]).toBeCloseTo(saved.quad[0]![0] - 10, 1);

  // The editor at phone width (once the toast has gone, so it shows the editor alone).
  await expect(updated).toBeHidden({ timeout: 15_000 });
  await page.setViewportSize({ width: 390, height: 844 });
  await item.getByRole("button", { name: `Edit frame in ${name}` }).click();
  await expect(again).toBeVisible();
  await snapshot(page, "admin-photo-editor", { fullPage: false });
  await again.getByRole("button", { name: "Cancel" }).click();
  await item.scrollIntoViewIfNeeded();
  await snapshot(page, "admin-photo-list", { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  // In the studio it is a catalogue template like any other: filter to it, apply, and the art hangs in the frame.
  await page.goto("/app");
  await page.getByLabel("Upload artwork").setInputFiles(await artwork());
  await expectToast(page, "Image uploaded");
  await expect(page.getByRole("checkbox", { name: "4x5 (Best Match)" })).toBeChecked();
  await page.getByRole("checkbox", { name: new RegExp(room, "i") }).check();
  const cards = page.getByRole("list", { name: "Templates" }).getByRole("listitem");
  await expect(cards).toHaveCount(1);
  await page.getByRole("button", { name: "Apply to All Mockups" }).click();
  await expectToast(page, "Success!");
  const card = page.getByRole("article", { name: name.split(" - ")[0]!, exact: true });
  await expect(card.getByText("4x5 - Oak - " + room.replace(/^g/, "G"))).toBeVisible();
  const image = card.getByRole("img");
  await expect(image).toHaveAttribute("data-preview", new RegExp(`/mockups/${created.id}\\?`));
  await expect(image).toHaveJSProperty("complete", true);
  await snapshot(page, "admin-photo-studio");

  // The preview (400 px wide: half the photo) has the art over the photo inside the quad, the wall outside.
  const { data, info } = await sharp(await shownImageBytes(image)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
  const [cx, cy] = [Math.round((nudged.quad[0]![0] + nudged.quad[2]![0]) / 4), Math.round((nudged.quad[0]![1] + nudged.quad[2]![1]) / 4)];
  const inside = at(cx, cy);
  expect(inside[2]!).toBeGreaterThan(inside[0]! + 60); // blue art (in the wall's light), not the cream picture
  const wall = at(40, 40);
  expect(Math.abs(wall[0]! - 170)).toBeLessThan(20);
});

import { expect, test } from "@playwright/test";
import sharp from "sharp";
import type { Template } from "../shared/templates";
import { expectToast, signInAsAdmin } from "./fixtures";
import { snapshot } from "./screenshots";
import { dragLine, onImage } from "./wall-scale-surface";

/** A 1200 × 800 wall photo without a window: a 600 px dark sofa at the bottom, said to be 200 cm long. */
async function wallPhoto(): Promise<Buffer> {
  const sofa = await sharp({ create: { width: 600, height: 160, channels: 3, background: "#5b5148" } }).png().toBuffer();
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#e6dfd4" } })
    .composite([{ input: sofa, left: 300, top: 560 }])
    .png()
    .toBuffer();
}

test("the admin hangs a bare wall at true size: a reference line over a 200 cm sofa, a click for the anchor", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  const add = page.getByRole("region", { name: "Add New Template" });
  const name = `Bare wall ${Date.now().toString(36)}`;
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Template image").setInputFiles({ name: "wall.png", mimeType: "image/png", buffer: await wallPhoto() });
  await add.getByLabel("Bare wall (true size)").check();

  const surface = add.getByTestId("wall-scale-surface");
  await expect(surface).toBeVisible();
  const at = await onImage(surface, { width: 1200, height: 800 });
  // Along the sofa's top edge, end to end: 600 px for 200 cm.
  await dragLine(page, at, [300, 560], [900, 560]);
  // After the line the editor moves on to the anchor.
  await expect(add.getByRole("button", { name: "Anchor" })).toHaveAttribute("aria-pressed", "true");
  await page.mouse.click(...at([600, 330]));
  await add.getByLabel("Length (cm)").fill("200");
  await add.getByLabel("Default size").fill("50x70cm");
  await expect(add.getByText("Scale: 3.00 px per cm (line 600 px)")).toBeVisible();
  await expect(add.getByLabel("Anchor x (px)")).toHaveValue(/^(599|600|601)(\.\d)?$/);
  await snapshot(page, "admin-wall-scale");

  await add.getByRole("button", { name: "Add Template" }).click();
  await expectToast(page, "Template added", `"${name}" is in the catalogue (a bare wall at 3.00 px per cm).`);
  const list = (await (await page.request.get("/api/templates")).json()) as Template[];
  const created = list.find((t) => t.name === name);
  expect(created?.pxPerCm).toBe(3);
  expect(created?.defaultSize).toBe("50x70cm");
  expect(Math.abs((created?.anchor?.[0] ?? 0) - 600)).toBeLessThanOrEqual(2);
  expect(Math.abs((created?.anchor?.[1] ?? 0) - 330)).toBeLessThanOrEqual(2);

  // Its card says so; the Scale dialog edits it (a new line over half the sofa: 100 cm is 300 px).
  const item = page.getByRole("region", { name: /Existing Templates/ }).getByRole("listitem", { name, exact: true });
  await expect(item.getByText("True size · 3.0 px/cm")).toBeVisible();
  await item.getByRole("button", { name: "Wall scale" }).click();
  const dialog = page.getByRole("dialog", { name: "Wall scale" });
  await expect(dialog.getByText("Scale: 3.00 px per cm (stored)")).toBeVisible();
  await dialog.getByRole("button", { name: "Reference line" }).click();
  const dialogAt = await onImage(dialog.getByTestId("wall-scale-surface"), { width: 1200, height: 800 });
  await dragLine(page, dialogAt, [300, 600], [600, 600]);
  await dialog.getByLabel("Length (cm)").fill("50");
  await expect(dialog.getByText("Scale: 6.00 px per cm (line 300 px)")).toBeVisible();
  await snapshot(page, "admin-wall-scale-dialog", { fullPage: false });
  // 50 × 70 cm at 6 px per cm is 420 px tall: fine in 800 px; 100 × 140 cm is not, and the server says why.
  await dialog.getByLabel("Default size").fill("100x140cm");
  await dialog.getByRole("button", { name: "Save scale" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("At 6 px per cm a 100x140cm print is 600 × 840 px: larger than the 1200 × 800 px image (check the scale)");
  await dialog.getByLabel("Default size").fill("50x70cm");
  await dialog.getByRole("button", { name: "Save scale" }).click();
  await expectToast(page, "Template updated");
  await expect(dialog).toBeHidden();
  await expect(item.getByText("True size · 6.0 px/cm")).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await item.getByRole("button", { name: "Wall scale" }).click();
  await expect(page.getByRole("dialog", { name: "Wall scale" }).getByText("Scale: 6.00 px per cm (stored)")).toBeVisible();
  await snapshot(page, "admin-wall-scale-dialog", { fullPage: false });
  await page.keyboard.press("Escape");
  await add.getByLabel("Template image").setInputFiles({ name: "wall.png", mimeType: "image/png", buffer: await wallPhoto() });
  await add.getByLabel("Bare wall (true size)").check();
  await expect(add.getByTestId("wall-scale-surface")).toBeVisible();
  await snapshot(page, "admin-wall-scale");
});

import { readFile } from "node:fs/promises";
import { type Locator, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import type { Room } from "../shared/rooms";
import type { Template } from "../shared/templates";
import { expectToast, registerUser, shownImageBytes, signInAsAdmin } from "./fixtures";
import { buildPerspectivePsd, SHADOW_GREY } from "./psd-mockup";
import { snapshot } from "./screenshots";

const ART: [number, number, number] = [230, 120, 40];
const NOT_PSD = "This file is not a Photoshop document (PSD or PSB): save it from Photoshop as .psd or .psb";

async function artwork({ stripes = false } = {}) {
  const [r, g, b] = ART;
  const lines = Array.from({ length: 7 }, (_, k) => ({ input: { create: { width: 600, height: 6, channels: 3 as const, background: "#222" } }, left: 0, top: 100 * (k + 1) }));
  const buffer = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r, g, b } } })
    .composite(stripes ? lines : [])
    .png()
    .toBuffer();
  return { name: "artwork.png", mimeType: "image/png", buffer };
}

const psdFile = async (name: string) => ({ name, mimeType: "application/octet-stream", buffer: await buildPerspectivePsd() });
/** Named .psd, but a PNG inside. */
const fakePsd = async () => ({ name: "not-really.psd", mimeType: "application/octet-stream", buffer: (await artwork()).buffer });
const rooms = async (page: Page) => (await (await page.request.get("/api/rooms")).json()) as Room[];
const stamp = () => Date.now().toString(36);

/** The self-test's figure, as the dialog shows it ("Matches Photoshop: 0.4 / 255"). */
async function fidelityShown(dialog: Locator): Promise<number> {
  const text = await dialog.getByTestId("psd-fidelity").getByText(/^Matches Photoshop: /).textContent();
  const figure = text?.match(/Matches Photoshop: ([\d.]+) \/ 255/)?.[1];
  expect(figure, text ?? "").toBeDefined();
  return Number(figure);
}

/** The 400 px preview's pixel at a point of the 800 px document. */
async function previewPixels(image: Locator) {
  const { data, info } = await sharp(await shownImageBytes(image)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / 800;
  return (x: number, y: number) => {
    const i = (Math.round(y * scale) * info.width + Math.round(x * scale)) * info.channels;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
}

/** A Photoshop-made test file uploaded as a room: its smart-object dialog, once open. */
async function importFixture(page: Page, name: string) {
  const buffer = await readFile(`server/src/image/fixtures/psd/${name}.psd`);
  await page.getByTestId("room-upload-input").setInputFiles({ name: `${name}.psd`, mimeType: "application/octet-stream", buffer });
  const dialog = page.getByRole("dialog", { name: `Smart objects in ${name}` });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  return dialog;
}

/** Saves the room, applies the artwork to My Rooms and downloads the room's mockup at full size. */
async function saveApplyAndDownload(page: Page, dialog: Locator, name: string): Promise<Buffer> {
  await dialog.getByRole("button", { name: "Save Room" }).click();
  await expectToast(page, "Room saved");
  await page.getByLabel("Show only My Rooms").check();
  await page.getByRole("button", { name: "Apply to All Mockups" }).click();
  await expectToast(page, "Success!");
  const card = page.getByRole("article", { name, exact: true });
  const downloadEvent = page.waitForEvent("download");
  await card.getByRole("button", { name: `Download ${name}` }).click();
  return readFile(await (await downloadEvent).path());
}

const near = (actual: number[], expected: number[], tolerance: number) => actual.every((v, i) => Math.abs(v - expected[i]!) <= tolerance);

test("My Rooms: a PSD with a perspective smart object and a Multiply shadow becomes a room; the art shows in the window, under the shadow", async ({ page }) => {
  test.setTimeout(120_000);
  await registerUser(page);
  await page.goto("/app");
  await page.getByLabel("Upload artwork").setInputFiles(await artwork());
  await expectToast(page, "Image uploaded");

  await page.getByTestId("room-upload-input").setInputFiles(await psdFile("Poster Mockup.psd"));
  const dialog = page.getByRole("dialog", { name: "Smart objects in Poster Mockup" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText("We found 2 smart objects in this file.", { exact: false })).toBeVisible();
  const design = dialog.getByRole("checkbox", { name: "Your Design" });
  const plant = dialog.getByRole("checkbox", { name: "Plant" });
  await expect(design).toBeChecked();
  await expect(plant).not.toBeChecked();
  expect(await fidelityShown(dialog)).toBeLessThanOrEqual(1.0);
  await expect(dialog.getByTestId("psd-fidelity")).toHaveAttribute("role", "status");
  // The features it uses, each rendered: the shadow's Multiply among them.
  const features = dialog.getByRole("region", { name: "Photoshop features in this file" });
  await expect(features.getByRole("listitem").filter({ hasText: "Multiply blend mode" })).toContainText("Supported");
  await expect(dialog.getByRole("img", { name: "The Photoshop document as it will be rendered" })).toHaveJSProperty("complete", true);
  await snapshot(page, "psd-import-room", { fullPage: false });

  // Tick and untick: nothing ticked cannot be saved; both ticked are both windows.
  await design.click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose at least one smart object to receive the art");
  await expect(dialog.getByRole("button", { name: "Save Room" })).toBeDisabled();
  await design.click();
  await plant.click();
  await expect(plant).toBeChecked();
  await dialog.getByRole("button", { name: "Save Room" }).click();
  await expectToast(page, "Room saved");
  await expect(dialog).toBeHidden();
  const [room] = await rooms(page);
  expect(room!.windowCount).toBe(2);
  expect(room!.psd!.smartObjects.map((s) => s.selected)).toEqual([true, true]);

  // Applied: the art in the poster (its own colour: a PSD's light is its layers), darkened by the
  // Multiply shadow in its lower part, in the plant too, and the wall as it was.
  await page.getByLabel("Show only My Rooms").check();
  await page.getByRole("button", { name: "Apply to All Mockups" }).click();
  await expectToast(page, "Success!");
  const card = page.getByRole("article", { name: "Poster Mockup", exact: true });
  const image = card.getByRole("img");
  await expect(image).toHaveAttribute("data-preview", new RegExp(`/mockups/${room!.id}\\?`));
  await expect(image).toHaveJSProperty("complete", true);
  const at = await previewPixels(image);
  expect(near(at(390, 250), ART, 14), `poster ${at(390, 250)}`).toBe(true);
  const shaded = ART.map((v) => Math.round((v * SHADOW_GREY) / 255));
  expect(near(at(390, 420), shaded, 14), `under the shadow ${at(390, 420)}`).toBe(true);
  expect(near(at(660, 90), ART, 14), `plant ${at(660, 90)}`).toBe(true);
  expect(near(at(100, 250), [223, 215, 201], 14), `wall ${at(100, 250)}`).toBe(true);
  await snapshot(page, "psd-room-applied");

  // A .psd that is not a Photoshop document: the server's refusal, as it is, and no room.
  await page.getByTestId("room-upload-input").setInputFiles(await fakePsd());
  const refused = await expectToast(page, "Room upload failed", NOT_PSD);
  expect(await rooms(page)).toHaveLength(1);
  await refused.getByRole("button", { name: /close/i }).click();
  await expect(refused).toBeHidden();

  // The dialog at phone width, from the room's Edit button.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Smart objects in Poster Mockup" }).click();
  await expect(dialog).toBeVisible();
  await expect(plant).toBeChecked();
  await snapshot(page, "psd-import-room", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel" }).click();
});

test("Add New Template: the admin imports a PSD, chooses its smart objects, and it is in the catalogue; a fake .psd is refused", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page);
  await page.goto("/admin");
  const form = page.getByRole("region", { name: "Add New Template" });
  const name = `E2E PSD ${stamp()} - 4x3 - Oak - Studio`;

  await form.getByLabel("Template image").setInputFiles(await fakePsd());
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Add Template" }).click();
  await expectToast(page, "Failed to add template", `Failed to upload image: ${NOT_PSD}`);

  await form.getByRole("button", { name: "Remove not-really.psd" }).click();
  await form.getByLabel("Template image").setInputFiles(await psdFile("poster.psd"));
  await expect(form.getByText(/Photoshop mockup: its smart objects become the windows/)).toBeVisible();
  await form.getByRole("button", { name: "Add Template" }).click();
  const dialog = page.getByRole("dialog", { name: "Import the Photoshop mockup" });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(name)).toBeVisible();
  expect(await fidelityShown(dialog)).toBeLessThanOrEqual(1.0);
  await expect(dialog.getByRole("img", { name: "The Photoshop document as it will be rendered" })).toHaveJSProperty("complete", true);
  await snapshot(page, "psd-import-admin", { fullPage: false });
  await dialog.getByRole("checkbox", { name: "Plant" }).click();
  await dialog.getByRole("checkbox", { name: "Plant" }).click();
  await dialog.getByRole("button", { name: "Save Template" }).click();
  await expectToast(page, "Template added");
  await expect(dialog).toBeHidden();
  const created = ((await (await page.request.get("/api/templates")).json()) as Template[]).find((t) => t.name === name)!;
  expect(created).toMatchObject({ windowCount: 1, placement: "over" });
  expect(created.psd!.smartObjects.map((s) => [s.name, s.selected])).toEqual([
    ["Your Design", true],
    ["Plant", false],
  ]);
  const item = page.getByRole("region", { name: /Existing Templates/ }).getByRole("listitem", { name, exact: true });
  await expect(item.getByText("Photoshop")).toBeVisible();
  await expect(item.getByRole("button", { name: /Edit frame/ })).toHaveCount(0);

  // The dialog at phone width: a second file, cancelled.
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByLabel("Name").fill(`${name} phone`);
  await form.getByLabel("Template image").setInputFiles(await psdFile("poster.psd"));
  await form.getByRole("button", { name: "Add Template" }).click();
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await snapshot(page, "psd-import-admin", { fullPage: false });
  await dialog.getByRole("button", { name: "Cancel" }).click();
});

test("a Photoshop-made mockup (perspective smart object) exports at its own size with the art in it", async ({ page }) => {
  test.setTimeout(120_000);
  await registerUser(page);
  await page.goto("/app");
  await page.getByLabel("Upload artwork").setInputFiles(await artwork());
  await expectToast(page, "Image uploaded");
  const dialog = await importFixture(page, "placed-transform");
  expect(await fidelityShown(dialog)).toBeLessThanOrEqual(1.0);
  await snapshot(page, "psd-import-photoshop-file", { fullPage: false });
  const file = await saveApplyAndDownload(page, dialog, "placed-transform");
  const meta = await sharp(file).metadata();
  expect([meta.width, meta.height]).toEqual([1280, 1920]);
  if (process.env.E2E_SCREENSHOTS) await sharp(file).toFile(".tmp/screenshots/psd-export-placed-transform.png");
});

test("a Photoshop-made warped mockup (the Cylinder preset): the dialog lists the warp as supported, and the art bends round the cylinder", async ({ page }) => {
  test.setTimeout(120_000);
  await registerUser(page);
  await page.goto("/app");
  // Dark bands across the art show how it bends.
  await page.getByLabel("Upload artwork").setInputFiles(await artwork({ stripes: true }));
  await expectToast(page, "Image uploaded");
  const dialog = await importFixture(page, "cylinder-warp");
  const features = dialog.getByRole("region", { name: "Photoshop features in this file" });
  await expect(features.getByRole("listitem").filter({ hasText: "Warped smart objects (cylinder preset)" })).toContainText("Supported");
  expect(await fidelityShown(dialog)).toBeLessThanOrEqual(2.0);
  await snapshot(page, "psd-import-cylinder", { fullPage: false });
  const file = await saveApplyAndDownload(page, dialog, "cylinder-warp");
  if (process.env.E2E_SCREENSHOTS) await sharp(file).toFile(".tmp/screenshots/psd-export-cylinder.png");
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([481, 705]);
  // The art's top edge down each column: the cylinder's front curves it down towards the middle
  // (the smart object spans x 105–377 from y 143).
  const topOfArt = (x: number) => {
    for (let y = 0; y < info.height; y++) {
      const i = (y * info.width + x) * 3;
      if (near([data[i]!, data[i + 1]!, data[i + 2]!], ART, 30)) return y;
    }
    return -1;
  };
  const [side, middle] = [topOfArt(125), topOfArt(241)];
  expect(side, "art near the side").toBeGreaterThan(130);
  expect(middle - side, `top edge at the side ${side}, in the middle ${middle}`).toBeGreaterThan(20);
});

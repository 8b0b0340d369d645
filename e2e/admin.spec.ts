import { type Locator, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectToast, signInAsAdmin } from "./fixtures";

type Upload = { name: string; mimeType: string; buffer: Buffer };

let shade = 0;

/**
 * A valid template: an opaque 600×400 PNG with a transparent 200×150 window in the middle
 * (clear of the border). Each call gets its own colour, so no two files are the same.
 */
async function templatePng(name: string): Promise<Upload> {
  const [width, height, winW, winH] = [600, 400, 200, 150];
  const left = (width - winW) / 2;
  const top = (height - winH) / 2;
  shade = (shade + 37) % 200;
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      const inWindow = x >= left && x < left + winW && y >= top && y < top + winH;
      pixels[i] = 40 + shade;
      pixels[i + 1] = 90;
      pixels[i + 2] = 140;
      pixels[i + 3] = inWindow ? 0 : 255;
    }
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 4 } }).png().toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** A text file that only claims to be a PNG. */
function brokenPng(name: string): Upload {
  return { name, mimeType: "image/png", buffer: Buffer.from("this is not an image\n") };
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

function addCard(page: Page): Locator {
  return page.getByRole("region", { name: "Add New Template" });
}

function bulkCard(page: Page): Locator {
  return page.getByRole("region", { name: "Bulk Upload" });
}

function templateItem(page: Page, name: string): Locator {
  return page.getByRole("region", { name: /Existing Templates/ }).getByRole("listitem", { name, exact: true });
}

/** Creates a template through the API (upload, then create), as the signed-in admin. */
async function createTemplateViaApi(page: Page, name: string): Promise<void> {
  const file = await templatePng(`${name}.png`);
  const upload = await page.request.post("/api/templates/upload", { multipart: { image: file } });
  expect(upload.status(), await upload.text()).toBe(200);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const created = await page.request.post("/api/templates", { data: { name, imageUrl, category: "frame", featured: false } });
  expect(created.status(), await created.text()).toBe(201);
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard", level: 1 })).toBeVisible();
});

test("adds a template from a file, shows it in the list and toggles featured", async ({ page }) => {
  const name = `E2E Single ${stamp()}`;
  const form = addCard(page);
  await expect(form.getByLabel("Category")).toHaveValue("frame");
  await expect(form.getByRole("checkbox", { name: "Featured" })).not.toBeChecked();

  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Template image").setInputFiles(await templatePng("single.png"));
  await expect(form.getByRole("img", { name: "Preview of single.png" })).toBeVisible();
  await form.getByRole("button", { name: "Add Template" }).click();

  await expectToast(page, "Template added");
  await expect(form.getByLabel("Name")).toHaveValue("");
  const item = templateItem(page, name);
  await expect(item).toBeVisible();
  await expect(item.getByText("frame", { exact: true })).toBeVisible();
  await expect(item.getByText("Featured", { exact: true })).toHaveCount(0);

  await item.getByRole("button", { name: "Mark Featured" }).click();
  await expectToast(page, "Template updated");
  await expect(item.getByRole("button", { name: "Remove Featured" })).toBeVisible();
  await expect(item.getByText("Featured", { exact: true })).toBeVisible();

  await item.getByRole("button", { name: "Remove Featured" }).click();
  await expect(item.getByRole("button", { name: "Mark Featured" })).toBeVisible();
  await expect(item.getByText("Featured", { exact: true })).toHaveCount(0);
});

test("without an image, or with a broken one, the template is not added", async ({ page }) => {
  const form = addCard(page);
  await form.getByLabel("Name").fill(`E2E Missing ${stamp()}`);
  await form.getByRole("button", { name: "Add Template" }).click();
  await expectToast(page, "Image required", "Please upload an image or provide an image URL");

  await form.getByLabel("Or image URL").fill("https://example.com/frame.png");
  await form.getByRole("button", { name: "Add Template" }).click();
  await expect(form.getByText(/Only images uploaded to this site can be used/)).toBeVisible();
  await form.getByLabel("Or image URL").fill("");

  await form.getByLabel("Template image").setInputFiles(brokenPng("broken.png"));
  await form.getByRole("button", { name: "Add Template" }).click();
  const failure = await expectToast(page, "Failed to add template");
  await expect(failure.getByText(/^Failed to upload image: .+/)).toBeVisible();
});

test("bulk upload adds files one by one and counts successes and failures", async ({ page }) => {
  const card = bulkCard(page);
  await card.getByRole("button", { name: "Upload Files" }).click();
  await expectToast(page, "No files selected", "Please select files to upload");

  const names = [`Mockup #9001 - 4x3 - Black - Hall ${stamp()}`, `Mockup #9002 - 4x3 - White - Study ${stamp()}`];
  await card
    .getByLabel("Template images for bulk upload")
    .setInputFiles([await templatePng(`${names[0]}.png`), brokenPng("not-an-image.png"), await templatePng(`${names[1]}.png`)]);
  await expect(card.getByText("3 files selected")).toBeVisible();
  await card.getByRole("button", { name: "Upload 3 Files" }).click();

  await expectToast(page, "Bulk upload complete", "Successfully added 2 templates. Failed: 1.");
  await expect(card.getByText("3 of 3 processed")).toBeVisible();
  await expect(card.getByRole("definition").nth(0)).toHaveText("2");
  await expect(card.getByRole("definition").nth(1)).toHaveText("1");
  const failedFile = card.getByRole("listitem").filter({ hasText: "not-an-image.png" });
  await expect(failedFile.getByText(/^Failed to upload image: .+/)).toBeVisible();

  for (const name of names) {
    const item = templateItem(page, name);
    await expect(item).toBeVisible();
    // Spec §5: bulk templates are featured, in the "frame" category.
    await expect(item.getByRole("button", { name: "Remove Featured" })).toBeVisible();
    await expect(item.getByText("frame", { exact: true })).toBeVisible();
  }
});

test("deleting a template asks first, then removes it", async ({ page }) => {
  const name = `E2E Delete ${stamp()}`;
  await createTemplateViaApi(page, name);
  await page.reload();
  const item = templateItem(page, name);

  await item.getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText("Are you sure you want to delete this template? This action cannot be undone.", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByRole("button", { name: "Delete" })).toBeFocused();

  await item.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expectToast(page, "Template deleted");
  await expect(item).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("region", { name: /Existing Templates/ }).getByRole("listitem").first()).toBeVisible();
  await expect(templateItem(page, name)).toHaveCount(0);
});

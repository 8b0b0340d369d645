import { type Locator, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { fileNameSlug } from "../shared/file-names";
import type { SavedMockup } from "../shared/mockups";
import type { Template } from "../shared/templates";
import { catalogueReady, expectToast, registerUser } from "./fixtures";

/** A real image with four coloured quadrants, so a stretched or cropped render would look different. */
async function quadrantImage(width: number, height: number, format: "png" | "jpeg" = "png") {
  const w = width / 2;
  const h = height / 2;
  const tile = async (r: number, g: number, b: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r, g, b } } }).png().toBuffer();
  const image = sharp({ create: { width, height, channels: 3, background: "#ffffff" } }).composite([
    { input: await tile(200, 60, 50), left: 0, top: 0 },
    { input: await tile(40, 110, 200), left: w, top: 0 },
    { input: await tile(240, 190, 40), left: 0, top: h },
    { input: await tile(40, 150, 90), left: w, top: h },
  ]);
  const buffer = format === "png" ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { name: `artwork.${format === "png" ? "png" : "jpg"}`, mimeType: `image/${format}`, buffer };
}

async function listTemplates(page: Page): Promise<Template[]> {
  const res = await page.request.get("/api/templates");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Template[];
}

const shortName = (t: Template) => t.name.split(" - ")[0]?.trim() ?? t.name;
const uploadInput = (page: Page) => page.getByLabel("Upload artwork");
const grid = (page: Page) => page.getByRole("list", { name: "Templates" });
const card = (page: Page, template: Template): Locator => page.getByRole("article", { name: shortName(template), exact: true });
const applyButton = (page: Page) => page.getByRole("button", { name: "Apply to All Mockups" });
const planBanner = (page: Page) => page.getByRole("region", { name: "Plan usage" });

// The server installs the starter catalogue in the background on its first start.
test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  await catalogueReady(request);
});

/** Opens the studio (signed in) and waits for the whole catalogue to show. */
async function openStudio(page: Page): Promise<Template[]> {
  const templates = await listTemplates(page);
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible();
  await expect(grid(page).getByRole("listitem")).toHaveCount(templates.length);
  return templates;
}

async function uploadArtwork(page: Page, file = quadrantImage(1200, 800)) {
  await uploadInput(page).setInputFiles(await file);
  await expectToast(page, "Image uploaded", "Your artwork has been uploaded successfully");
  await expect(applyButton(page)).toBeEnabled();
}

/** The templates a ratio filter shows: those of that ratio, and the bare walls (any print fits them). */
const withRatio = (templates: Template[], ratio: string) => templates.filter((t) => t.aspectRatio === ratio || t.pxPerCm !== null);

test.describe("signed in", () => {
  test.beforeEach(async ({ page }) => {
    await registerUser(page);
  });

  test("upload detects the ratio, picks the best-matching filter, and apply fills those cards", async ({ page }) => {
    const templates = await openStudio(page);
    const matching = withRatio(templates, "3x2");
    expect(matching.length).toBeGreaterThan(0);
    await expect(planBanner(page)).toContainText("Free Plan: 0 / 25 downloads used");
    await expect(applyButton(page)).toBeDisabled();
    await expect(card(page, templates[0]!).getByText("Click Apply to All Mockups to see your artwork here")).toBeVisible();

    await uploadArtwork(page);
    await expect(page.getByRole("heading", { name: "Your Mockups" })).toBeVisible();
    await expect(page.getByTestId("detected-ratio")).toHaveText("3x2");
    await expect(page.getByRole("checkbox", { name: "3x2 (Best Match)" })).toBeChecked();
    await expect(page.getByText("Auto-detected", { exact: true })).toBeVisible();
    await expect(page.getByText(`Showing ${matching.length} of ${templates.length} templates`)).toBeVisible();
    await expect(grid(page).getByRole("listitem")).toHaveCount(matching.length);

    // Hold the previews so the in-between state can be seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const previews: string[] = [];
    await page.route("**/api/artworks/*/previews?*", async (route) => {
      previews.push(route.request().url());
      await held;
      await route.fallback();
    });
    await applyButton(page).click();
    await expect(page.getByRole("button", { name: "Processing..." })).toBeDisabled();
    await expect(card(page, matching[0]!).getByText("Processing your artwork...")).toBeVisible();
    release();

    await expectToast(page, "Success!", `Your artwork has been applied to ${matching.length} template(s) (filtered)`);
    await expect(applyButton(page)).toBeEnabled();
    expect(previews.every((url) => url.includes("fit=expand"))).toBe(true);
    for (const t of matching) {
      const c = card(page, t);
      await expect(c.getByRole("button", { name: `Download ${shortName(t)}` })).toBeVisible();
      await expect(c.getByRole("button", { name: `Save ${shortName(t)}` })).toBeVisible();
      await expect(c.getByRole("img")).toHaveAttribute("data-preview", new RegExp(`/api/artworks/[^/]+/mockups/${t.id}\\?fit=expand`));
      await expect(c.getByRole("img")).toHaveJSProperty("complete", true);
    }
  });

  test("filters narrow the grid, combine to no matches, and clear", async ({ page }) => {
    const templates = await openStudio(page);
    await uploadArtwork(page);
    await expect(page.getByText("Auto-detected", { exact: true })).toBeVisible();

    // Clearing the aspect filter clears the automatic choice too.
    await page.getByRole("checkbox", { name: "All Aspect Ratios" }).click();
    await expect(page.getByText("Auto-detected", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: "3x2", exact: true })).not.toBeChecked();
    await expect(page.getByText(/^Showing \d+ of \d+ templates$/)).toHaveCount(0);
    await expect(grid(page).getByRole("listitem")).toHaveCount(templates.length);

    const bedrooms = templates.filter((t) => t.roomType === "bedroom");
    await page.getByRole("checkbox", { name: "Bedroom" }).click();
    await expect(page.getByText(`Showing ${bedrooms.length} of ${templates.length} templates`)).toBeVisible();
    await expect(grid(page).getByRole("listitem")).toHaveCount(bedrooms.length);

    // A ratio no bedroom template has: only the bedroom's bare walls (any print fits them) stay.
    const ratios = [...new Set(templates.map((t) => t.aspectRatio).filter((r): r is string => !!r))];
    const missing = ratios.find((r) => !bedrooms.some((t) => t.aspectRatio === r));
    expect(missing).toBeDefined();
    await page.getByRole("checkbox", { name: missing!, exact: true }).click();
    const bedroomWalls = bedrooms.filter((t) => t.pxPerCm !== null);
    await expect(grid(page).getByRole("listitem")).toHaveCount(bedroomWalls.length);
    // A frame colour leaves the bare walls out (their frame is the user's choice): nothing matches.
    await page.getByRole("checkbox", { name: "Black", exact: true }).click();
    await expect(page.getByText("No templates match the selected filters")).toBeVisible();
    await expect(page.getByText(`Showing 0 of ${templates.length} templates`)).toBeVisible();

    // Applying to nothing is refused.
    await applyButton(page).click();
    await expectToast(page, "Cannot apply to mockups", "No templates available");

    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expect(grid(page).getByRole("listitem")).toHaveCount(templates.length);

    await page.getByRole("checkbox", { name: "Oak" }).click();
    await expect(grid(page).getByRole("listitem")).toHaveCount(templates.filter((t) => t.color === "oak").length);
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(grid(page).getByRole("listitem")).toHaveCount(templates.length);
    await expect(page.getByRole("button", { name: "Clear Filters" })).toBeDisabled();
  });

  test("changing the fit mode re-applies; a result saves under a custom name and downloads", async ({ page }) => {
    const templates = await openStudio(page);
    const target = withRatio(templates, "3x2")[0]!;
    await uploadArtwork(page);
    await applyButton(page).click();
    await expectToast(page, "Success!");
    const image = card(page, target).getByRole("img");
    await expect(image).toHaveAttribute("data-preview", /fit=expand/);

    const refill = page.waitForRequest(/\/api\/artworks\/[^/]+\/previews\?templates=[\d,]+&fit=fill/);
    await page.getByRole("radio", { name: "Fill - Crop to fill" }).click();
    await refill;
    await expect(image).toHaveAttribute("data-preview", /fit=fill/);
    await expectToast(page, "Success!");

    // Save with a name of our own.
    await card(page, target).getByRole("button", { name: `Save ${shortName(target)}` }).click();
    const dialog = page.getByRole("dialog", { name: "Save Your Mockup" });
    const nameField = dialog.getByLabel("Mockup Name");
    await expect(nameField).toHaveValue(`My ${shortName(target)} Mockup`);
    await expect(nameField).toHaveAttribute("placeholder", "My Wall Art Mockup");
    await nameField.fill("   ");
    await expect(dialog.getByRole("button", { name: "Save Mockup" })).toBeDisabled();
    const name = `Quadrants on the wall ${Date.now()}`;
    await nameField.fill(name);
    await dialog.getByRole("button", { name: "Save Mockup" }).click();
    await expectToast(page, "Mockup saved", "Your mockup has been saved to your account");
    await expect(dialog).toBeHidden();
    const saved = (await (await page.request.get("/api/mockups")).json()) as SavedMockup[];
    expect(saved.map((m) => [m.name, m.templateId])).toContainEqual([name, target.id]);

    // Download: counted by the server, named after the template.
    const downloadEvent = page.waitForEvent("download");
    await card(page, target).getByRole("button", { name: `Download ${shortName(target)}` }).click();
    const download = await downloadEvent;
    // The whole template name, lowercased, every run of other characters one hyphen ("Mockup #1 - 3x2" → "mockup-1-3x2").
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${fileNameSlug(target.name)}-mockup-\\d+\\.png$`));
    await expectToast(page, "Success!", "Your mockup has been downloaded");
    await expect(planBanner(page)).toContainText("Free Plan: 1 / 25 downloads used");
  });

  test("a larger preview opens from a result and offers the same actions", async ({ page }) => {
    const templates = await openStudio(page);
    const target = withRatio(templates, "3x2")[0]!;
    await uploadArtwork(page, quadrantImage(1200, 800, "jpeg"));
    await applyButton(page).click();
    await expectToast(page, "Success!");
    await card(page, target).getByRole("button", { name: `Enlarge ${shortName(target)}` }).click();
    const preview = page.getByRole("dialog", { name: shortName(target) });
    await expect(preview.getByRole("img")).toHaveAttribute("data-preview", /fit=expand/);
    await preview.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog", { name: "Save Your Mockup" })).toBeVisible();
  });

  test("other file types are refused before upload", async ({ page }) => {
    await openStudio(page);
    const uploads: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/artworks") && r.method() === "POST") uploads.push(r.url());
    });
    await uploadInput(page).setInputFiles({ name: "notes.gif", mimeType: "image/gif", buffer: Buffer.from("GIF89a") });
    await expectToast(page, "Unsupported file type", "Please choose a JPG or PNG image.");
    await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test("shows 8 placeholder cards while the templates load", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === "/api/templates", async (route) => {
      await held;
      await route.fallback();
    });
    await page.goto("/app");
    await expect(page.getByText("Loading templates...")).toBeVisible();
    await expect(page.getByTestId("template-placeholder")).toHaveCount(8);
    release();
    await expect(page.getByTestId("template-placeholder")).toHaveCount(0);
    await expect(grid(page).getByRole("listitem").first()).toBeVisible();
  });

  test("the upgrade button shows from 80 % of the free limit", async ({ page }) => {
    await page.route((url) => url.pathname === "/api/subscription", (route) =>
      route.fulfill({
        json: { tier: "free", status: "free", imageCount: 20, freeLimit: 25, isLimitReached: false, isPremium: false, currentPeriodEnd: null, cancelAtPeriodEnd: false },
      }),
    );
    await openStudio(page);
    await expect(planBanner(page)).toContainText("Free Plan: 20 / 25 downloads used");
    await planBanner(page).getByRole("link", { name: "Upgrade to Premium" }).click();
    await expect(page).toHaveURL("/subscription");
  });

  test("download and save failures say so; at the limit the plans page opens", async ({ page }) => {
    const templates = await openStudio(page);
    const target = withRatio(templates, "3x2")[0]!;
    await uploadArtwork(page);
    await applyButton(page).click();
    await expectToast(page, "Success!");

    await page.route("**/api/mockups", (route) => route.fulfill({ status: 500, json: { message: "Storage is full" } }));
    await card(page, target).getByRole("button", { name: `Save ${shortName(target)}` }).click();
    const saveFailed = page.waitForResponse((r) => r.url().endsWith("/api/mockups") && r.request().method() === "POST");
    await page.getByRole("dialog").getByRole("button", { name: "Save Mockup" }).click();
    await saveFailed;
    // The dialog stays open for another try. While it is, everything behind it (the toast too) is
    // hidden from the accessibility tree (screen readers hear the toast's live announcement), so
    // the toast is found by its markup here.
    const errorToast = page.locator("li", { has: page.getByText("Error", { exact: true }) });
    await expect(errorToast.getByText("Error: Storage is full", { exact: true })).toBeVisible();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

    let exportStatus = 500;
    await page.route("**/api/artworks/*/export/*", (route) =>
      exportStatus === 403
        ? route.fulfill({ status: 403, json: { message: "Free tier limit reached", freeLimit: 25, imageCount: 25 } })
        : route.fulfill({ status: 500, json: { message: "Render failed" } }),
    );
    const downloadButton = card(page, target).getByRole("button", { name: `Download ${shortName(target)}` });
    await downloadButton.click();
    await expectToast(page, "Download Failed", "There was a problem downloading your mockup. Please try again.");

    exportStatus = 403;
    await downloadButton.click();
    await expectToast(page, "Free tier limit reached", "You've used all 25 mockups in your free plan. Upgrade to Premium for unlimited mockups!");
    await expect(page).toHaveURL("/subscription");
  });

  test("works from the keyboard alone: upload, fit options, a filter, the save dialog", async ({ page }) => {
    const templates = await openStudio(page);
    const target = withRatio(templates, "3x2")[0]!;

    // Upload: the file input is a real, focusable control (the file chooser itself is the OS's).
    await uploadInput(page).focus();
    await expect(uploadInput(page)).toBeFocused();
    await uploadInput(page).setInputFiles(await quadrantImage(1200, 800));
    await expectToast(page, "Image uploaded");

    // Tab on to Change, then into the fit options; arrows move the choice.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Change" })).toBeFocused();
    await page.keyboard.press("Tab");
    const expand = page.getByRole("radio", { name: "Expand - Stretch to fill" });
    await expect(expand).toBeFocused();
    await expect(expand).toBeChecked();
    // Radix checks the radio that arrow focus lands on while the key is down (as a person presses it).
    const arrowDownTo = async (name: string) => {
      await page.keyboard.down("ArrowDown");
      await expect(page.getByRole("radio", { name })).toBeChecked();
      await page.keyboard.up("ArrowDown");
    };
    await arrowDownTo("Fill - Crop to fill");
    await arrowDownTo("Fit - Show entire artwork");

    // Through Frame & size (frame, mat, print size), on to Apply, and Enter.
    for (const label of ["Frame", "Mat", "Print size"]) {
      await page.keyboard.press("Tab");
      await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(applyButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expectToast(page, "Success!");
    await expect(card(page, target).getByRole("img")).toHaveAttribute("data-preview", /fit=fit/);

    // A filter checkbox toggles with Space.
    const oak = page.getByRole("checkbox", { name: "Oak" });
    await oak.focus();
    await page.keyboard.press("Space");
    await expect(oak).toBeChecked();
    await page.keyboard.press("Space");
    await expect(oak).not.toBeChecked();

    // The save dialog: Enter opens it with the name focused, Escape closes it and focus returns.
    const save = card(page, target).getByRole("button", { name: `Save ${shortName(target)}` });
    await save.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Save Your Mockup" });
    await expect(dialog.getByLabel("Mockup Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(save).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Mockup Name")).toBeFocused();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Typed without a mouse");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Save Mockup" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectToast(page, "Mockup saved", "Your mockup has been saved to your account");
    const saved = (await (await page.request.get("/api/mockups")).json()) as SavedMockup[];
    expect(saved.map((m) => m.name)).toContain("Typed without a mouse");
  });
});

test.describe("anonymous visitor", () => {
  test("uploads, sees the detected ratio and best match, applies, and is asked to sign in to save", async ({ page }) => {
    const templates = await listTemplates(page);
    const matching = withRatio(templates, "3x2");
    await page.goto("/app");
    await expect(page.getByRole("region", { name: "Sign in" })).toContainText("Sign in to save your mockups");
    await expect(grid(page).getByRole("listitem")).toHaveCount(templates.length);

    await uploadArtwork(page);
    await expect(page.getByTestId("detected-ratio")).toHaveText("3x2");
    await expect(page.getByRole("checkbox", { name: "3x2 (Best Match)" })).toBeChecked();
    await expect(page.getByText("Auto-detected", { exact: true })).toBeVisible();

    await applyButton(page).click();
    await expectToast(page, "Success!", `Your artwork has been applied to ${matching.length} template(s) (filtered)`);
    const target = matching[0]!;
    await card(page, target).getByRole("button", { name: `Save ${shortName(target)}` }).click();
    await expectToast(page, "Sign in required", "Please sign in to save your mockups");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await card(page, target).getByRole("button", { name: `Download ${shortName(target)}` }).click();
    await expectToast(page, "Sign in required", "Please sign in to download your mockups");
  });
});

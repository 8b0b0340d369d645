import { expect, test } from "@playwright/test";
import sharp from "sharp";
import type { SavedMockup } from "../shared/mockups";
import type { Template } from "../shared/templates";
import { catalogueReady, expectToast, registerUser, shownImageBytes } from "./fixtures";
import { pieceHeight, pieceWidth } from "./measure-piece";
import { snapshot } from "./screenshots";

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  await catalogueReady(request);
});

test("Walnut, white mat, 50 × 70 cm: the grid re-renders, the print quality shows, a save keeps the choice", async ({ page }) => {
  await registerUser(page);
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible();
  // 4000 × 5000 px: at 50 × 70 cm, fitted whole, that is 203 DPI.
  const art = await sharp({ create: { width: 4000, height: 5000, channels: 3, background: { r: 214, g: 110, b: 70 } } }).jpeg().toBuffer();
  await page.getByLabel("Upload artwork").setInputFiles({ name: "art.jpg", mimeType: "image/jpeg", buffer: art });
  await expectToast(page, "Image uploaded", "Your artwork has been uploaded successfully");
  await page.getByRole("radio", { name: "Fit - Show entire artwork" }).click();
  await page.getByRole("button", { name: "Apply to All Mockups" }).click();
  await expectToast(page, "Success!");

  await page.getByLabel("Frame", { exact: true }).selectOption("walnut");
  await page.getByLabel("Mat", { exact: true }).selectOption("white");
  const rerender = page.waitForRequest(/\/previews\?templates=[\d,]+&fit=fit&frame=walnut&mat=white&size=50x70cm/);
  await page.getByLabel("Print size").selectOption("50x70cm");
  await rerender;
  await expect(page.getByText("At 50 × 70 cm this artwork prints at 203 DPI — good up to 34 × 47 cm at 300 DPI")).toBeVisible();
  await expect(page.getByRole("list", { name: "Templates" }).getByRole("img").first()).toHaveAttribute("data-preview", /mat=white&size=50x70cm/);
  // A wider mat: the grid re-renders with it, and the save records it.
  const wider = page.waitForRequest(/\/previews\?templates=[\d,]+&fit=fit&frame=walnut&mat=white&matWidth=7&size=50x70cm/);
  await page.getByLabel("Mat width").selectOption("7");
  await wider;
  await expect(page.getByRole("list", { name: "Templates" }).getByRole("img").first()).toHaveAttribute("data-preview", /mat=white&matWidth=7&size=50x70cm/);
  await snapshot(page, "studio-frame-size");

  // Saved on a bare wall, where the frame and mat are drawn; a framed room keeps its own (and says so).
  await page.getByRole("list", { name: "Templates" }).getByRole("button", { name: "Save Mockup #29" }).click();
  const dialog = page.getByRole("dialog", { name: "Save Your Mockup" });
  await dialog.getByRole("button", { name: "Save Mockup" }).click();
  await expectToast(page, "Mockup saved");
  const saved = (await (await page.request.get("/api/mockups")).json()) as SavedMockup[];
  expect(saved[0]?.options).toEqual({ fit: "fit", frame: "walnut", frameWidth: 2.5, mat: "white", matWidth: 7, size: "50x70cm", light: "keep" });
  await page.getByRole("list", { name: "Templates" }).getByRole("button", { name: "Save Mockup #1", exact: true }).click();
  await dialog.getByRole("button", { name: "Save Mockup" }).click();
  await expectToast(page, "Mockup saved");
  const both = (await (await page.request.get("/api/mockups")).json()) as SavedMockup[];
  expect(both.find((m) => m.name.includes("Mockup #1 "))?.options).toMatchObject({ frame: "none", mat: "none", size: "50x70cm" });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByText("Frame & size").scrollIntoViewIfNeeded();
  await snapshot(page, "studio-frame-size-panel", { fullPage: false });
  await page.goto("/dashboard");
  await expect(page.getByText("Walnut frame · White mat · 50 × 70 cm · Fitting: Fit")).toBeVisible();
  await snapshot(page, "gallery-options");
});

test("Frame & size with several artworks: Apply every artwork renders each with the choice; a new choice re-renders them all", async ({ page }) => {
  test.setTimeout(120_000);
  await registerUser(page);
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible();
  const file = async (name: string, colour: string) => ({
    name,
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: colour } }).png().toBuffer(),
  });
  await page.getByLabel("Upload artwork").setInputFiles([await file("red.png", "#c0392b"), await file("blue.png", "#2c6fbb")]);
  await expectToast(page, "Image uploaded", "2 artworks have been uploaded successfully");
  const thumbs = page.getByRole("list", { name: "Your artworks" }).getByRole("button", { name: /^Artwork \d/ });
  await expect(thumbs).toHaveCount(2);

  await page.getByLabel("Mat", { exact: true }).selectOption("ivory");
  await page.getByRole("button", { name: "Apply every artwork (2)" }).click();
  await expectToast(page, "Success!");
  const firstImage = page.getByRole("list", { name: "Templates" }).getByRole("img").first();
  await expect(firstImage).toHaveAttribute("data-preview", /mat=ivory/);
  await thumbs.nth(1).click();
  await expect(firstImage).toHaveAttribute("data-preview", /mat=ivory/);
  const bluePreview = await firstImage.getAttribute("data-preview");

  // A new size re-renders every artwork (the last apply covered them all), never showing the old choice.
  // The 3:2 landscape artworks are offered landscape sizes.
  await page.getByLabel("Print size").selectOption("70x50cm");
  await expect(firstImage).toHaveAttribute("data-preview", /mat=ivory&size=70x50cm/);
  await thumbs.first().click();
  await expect(firstImage).toHaveAttribute("data-preview", /mat=ivory&size=70x50cm/);
  expect(await firstImage.getAttribute("data-preview")).not.toBe(bluePreview);
  await snapshot(page, "studio-strip-frame-size");
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, "studio-strip-frame-size");
});

test("a bare-wall room hangs the piece at its true size: 50 × 70 cm shows wider than 30 × 40 cm", async ({ page }) => {
  test.setTimeout(120_000);
  // The bare walls are drawn after the framed rooms.
  await expect
    .poll(async () => ((await (await page.request.get("/api/templates")).json()) as Template[]).some((t) => t.pxPerCm !== null), { timeout: 90_000, intervals: [1000] })
    .toBe(true);
  const wall = ((await (await page.request.get("/api/templates")).json()) as Template[]).find((t) => t.pxPerCm !== null && t.name.startsWith("Mockup #29"));
  if (!wall?.pxPerCm || !wall.anchor || !wall.width) throw new Error("No bare-wall living room in the catalogue");

  await registerUser(page);
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible();
  // A pale print, so only the black moulding reads dark on the wall.
  const art = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: { r: 244, g: 226, b: 170 } } }).png().toBuffer();
  await page.getByLabel("Upload artwork").setInputFiles({ name: "pale.png", mimeType: "image/png", buffer: art });
  await expectToast(page, "Image uploaded");
  await page.getByRole("button", { name: "Apply to All Mockups" }).click();
  await expectToast(page, "Success!");
  // The 3x4 ratio filter chosen for the art keeps the bare walls: any print fits them.
  const card = page.getByRole("article", { name: "Mockup #29" });
  await expect(card).toBeVisible();
  await expect(card.getByText("True Size - Living Room")).toBeVisible();

  const image = card.getByRole("img");
  await page.getByLabel("Frame", { exact: true }).selectOption("black");
  const widthAt = async (size: string) => {
    await page.getByLabel("Print size").selectOption(size);
    await expect(image).toHaveAttribute("data-preview", new RegExp(`frame=black&size=${size}`));
    const png = await shownImageBytes(image);
    const k = (await sharp(png).metadata()).width / wall.width!;
    const [ax, ay] = wall.anchor!;
    return { width: await pieceWidth(png, ax * k, ay * k, 45 * wall.pxPerCm! * k), pxPerCm: wall.pxPerCm! * k };
  };
  const small = await widthAt("30x40cm");
  const large = await widthAt("50x70cm");
  await snapshot(page, "studio-bare-wall-50x70");
  // 35 and 55 cm with the 2.5 cm moulding; previews are ~1 px per cm, so a pixel either side is allowed.
  expect(Math.abs(small.width - 35 * small.pxPerCm)).toBeLessThanOrEqual(2);
  expect(Math.abs(large.width - 55 * large.pxPerCm)).toBeLessThanOrEqual(2);
  expect(large.width / small.width).toBeGreaterThan(1.45);
});

test("a landscape artwork with no size chosen hangs landscape on a portrait-dressed bare wall; framed rooms suggest Fill", async ({ page }) => {
  test.setTimeout(120_000);
  const templates = (await (await page.request.get("/api/templates")).json()) as Template[];
  // Mockup #38: a bedroom wall dressed with a 50 × 70 cm portrait.
  const wall = templates.find((t) => t.pxPerCm !== null && t.name.startsWith("Mockup #38"));
  if (!wall?.pxPerCm || !wall.anchor || !wall.width) throw new Error("No portrait bare wall in the catalogue");

  await registerUser(page);
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible();
  // A pale 3:2 landscape print, so only the black moulding reads dark on the wall.
  const art = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: { r: 244, g: 226, b: 170 } } }).png().toBuffer();
  await page.getByLabel("Upload artwork").setInputFiles({ name: "pale-wide.png", mimeType: "image/png", buffer: art });
  await expectToast(page, "Image uploaded");
  await page.getByRole("checkbox", { name: "All Aspect Ratios" }).click();
  await page.getByLabel("Frame", { exact: true }).selectOption("black");
  await page.getByRole("button", { name: "Apply to All Mockups" }).click();
  await expectToast(page, "Success!");

  const card = page.getByRole("article", { name: "Mockup #38" });
  const image = card.getByRole("img");
  await expect(image).toHaveAttribute("data-preview", /frame=black/);
  const png = await shownImageBytes(image);
  const k = (await sharp(png).metadata()).width / wall.width;
  const [ax, ay] = wall.anchor;
  const reach = 60 * wall.pxPerCm * k;
  const width = await pieceWidth(png, ax * k, ay * k, reach);
  const height = await pieceHeight(png, ax * k, ay * k, reach);
  // 60 × 40 cm (the 3:2 size nearest the wall's 50 × 70 cm) in a 2.5 cm moulding: 65 × 45 cm.
  expect(Math.abs(width / height / (65 / 45) - 1)).toBeLessThan(0.06);
  expect(Math.abs(width - 65 * wall.pxPerCm * k)).toBeLessThanOrEqual(2);

  // A 4x5 framed room stretches the 3:2 art under Expand: its card suggests Fill; a 3x2 one does not.
  const tip = "Tip: Fill keeps your art's proportions.";
  await expect(page.getByRole("article", { name: "Mockup #1", exact: true }).getByText(tip)).toBeVisible();
  await expect(page.getByRole("article", { name: "Mockup #9", exact: true }).getByText(tip)).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, "studio-landscape-bare-wall", { fullPage: false });
  await page.getByRole("article", { name: "Mockup #1", exact: true }).scrollIntoViewIfNeeded();
  await snapshot(page, "studio-framed-room-tip", { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, "studio-landscape-bare-wall", { fullPage: false });
  await page.getByRole("article", { name: "Mockup #1", exact: true }).scrollIntoViewIfNeeded();
  await snapshot(page, "studio-framed-room-tip", { fullPage: false });
  await page.getByText("Frame & size").scrollIntoViewIfNeeded();
  await snapshot(page, "studio-frame-size-landscape", { fullPage: false });
});

import { readFileSync } from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import yauzl from "yauzl";
import type { SavedMockup } from "../shared/mockups";
import type { Template } from "../shared/templates";
import { catalogueReady, expectToast, registerUser } from "./fixtures";

async function artwork(name: string, width: number, height: number, colour: string, format: "png" | "jpeg") {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  const buffer = format === "png" ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

/** Every entry of a ZIP file, read with an independent reader. */
function readZip(file: string): Promise<{ name: string; data: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(readFileSync(file), { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error("not a zip"));
      const entries: { name: string; data: Buffer }[] = [];
      zip.on("end", () => resolve(entries));
      zip.on("error", reject);
      zip.on("entry", (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err ?? new Error("no stream"));
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            entries.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    });
  });
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  await catalogueReady(request);
});

const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });

test("three artworks: apply every artwork, switch instantly, one ZIP with a progress bar", async ({ page }) => {
  test.setTimeout(120_000);
  await registerUser(page);
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible();

  await page.getByLabel("Upload artwork").setInputFiles([
    await artwork("red.png", 1200, 800, "#c0392b", "png"),
    await artwork("blue.jpg", 1200, 800, "#2c6fbb", "jpeg"),
    await artwork("green.png", 900, 600, "#2e8b57", "png"),
  ]);
  await expectToast(page, "Image uploaded", "3 artworks have been uploaded successfully");
  const strip = page.getByRole("list", { name: "Your artworks" });
  const thumbs = strip.getByRole("button", { name: /^Artwork \d/ });
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.first()).toHaveAttribute("aria-pressed", "true");

  // Every artwork × the shown templates (the detected 3x2 filter is on). The bare walls take any
  // ratio: a frame colour leaves them out, so three artworks' ZIP stays within the free plan's 25.
  await page.getByRole("checkbox", { name: "Oak", exact: true }).click();
  await expect(page.getByText(/^Showing \d+ of \d+ templates$/)).toBeVisible();
  const shown = await page.getByRole("list", { name: "Templates" }).getByRole("listitem").count();
  await page.getByRole("button", { name: "Apply every artwork (3)" }).click();
  await expectToast(page, "Success!", `Your 3 artworks have been applied to ${shown} template(s) (filtered)`);
  const firstCard = page.getByRole("list", { name: "Templates" }).getByRole("article").first();
  const redPreview = await firstCard.getByRole("img").getAttribute("data-preview");

  // Switching artworks is instant: the results are there, nothing is rendered again.
  const previews: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/artworks\/[^/]+\/(mockups\/|previews\?)/.test(r.url())) previews.push(r.url());
  });
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute("aria-pressed", "true");
  await expect(firstCard.getByRole("img")).not.toHaveAttribute("data-preview", redPreview ?? "");
  await expect(firstCard.getByRole("button", { name: /^Download / })).toBeVisible();

  // The ZIP: every artwork, with the server's progress shown until it downloads.
  await page.getByRole("radio", { name: /Every artwork \(3/ }).click();
  const downloadEvent = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download all (ZIP)" }).click();
  const progress = page.getByTestId("zip-progress");
  await expect(progress).toBeVisible();
  await expect(progress.getByRole("progressbar", { name: "ZIP progress" })).toBeVisible();
  await expect(progress).toContainText(/(Starting|Preparing|ZIP ready)/);
  await shot(page, "studio-zip-desktop", true);
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^mockups-.*\.zip$/);
  await expect(progress).toContainText(`ZIP ready: ${shown * 3} of ${shown * 3} mockups`);
  await expectToast(page, "Success!", `Your ZIP with ${shown * 3} mockups is downloading`);
  expect(previews).toEqual([]);
  // Free plan: every file in the ZIP is one download, counted when the export started.
  await expect(page.getByText(`Free Plan: ${shown * 3} / 25 downloads used`)).toBeVisible();

  const entries = await readZip(await download.path());
  expect(entries).toHaveLength(shown * 3);
  for (const folder of ["artwork-1/", "artwork-2/", "artwork-3/"]) {
    expect(entries.filter((e) => e.name.startsWith(folder))).toHaveLength(shown);
  }
  for (const entry of entries) {
    expect(entry.name).toMatch(/^artwork-\d\/[a-z0-9-]+-mockup-\d+\.png$/);
    const meta = await sharp(entry.data).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBeGreaterThan(100);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("list", { name: "Your artworks" }).scrollIntoViewIfNeeded();
  await shot(page, "studio-strip-mobile");
  await progress.scrollIntoViewIfNeeded();
  await shot(page, "studio-zip-mobile");
});

test("gallery: select saved mockups and download them as one ZIP", async ({ page }) => {
  test.setTimeout(90_000);
  await registerUser(page);
  const templates = (await (await page.request.get("/api/templates")).json()) as Template[];
  const upload = await page.request.post("/api/artworks", { multipart: { image: await artwork("art.png", 900, 600, "#8e44ad", "png") } });
  expect(upload.status()).toBe(201);
  const { id: artworkId } = (await upload.json()) as { id: string };
  const names = ["Sunny Lounge", "Quiet Bedroom", "Long Hallway"];
  for (const [i, name] of names.entries()) {
    const res = await page.request.post("/api/mockups", { data: { name, artworkId, templateId: templates[i]!.id, fit: "expand" } });
    expect(res.status(), await res.text()).toBe(201);
  }
  const saved = (await (await page.request.get("/api/mockups")).json()) as SavedMockup[];
  await page.goto("/dashboard");
  const download = page.getByRole("button", { name: "Download selected (ZIP)" });
  await expect(download).toBeDisabled();
  await page.getByRole("checkbox", { name: "Select Sunny Lounge" }).click();
  await page.getByRole("checkbox", { name: "Select Long Hallway" }).click();
  await expect(page.getByText("2 selected")).toBeVisible();
  await shot(page, "gallery-selection-desktop");

  const downloadEvent = page.waitForEvent("download");
  await download.click();
  await expect(page.getByTestId("zip-progress")).toBeVisible();
  const file = await downloadEvent;
  await expectToast(page, "Success!", "Your ZIP with 2 mockups is downloading");
  const entries = await readZip(await file.path());
  const idOf = (name: string) => saved.find((m) => m.name === name)!.id;
  expect(entries.map((e) => e.name).sort()).toEqual([`long-hallway-${idOf("Long Hallway")}.png`, `sunny-lounge-${idOf("Sunny Lounge")}.png`]);
  // Free plan: two files, two downloads.
  await expect(page.getByRole("region", { name: "Your plan" })).toContainText("2/25");
  // The exports list shows the finished ZIP and the space it takes against the free plan's cap.
  await expect(page.getByRole("list", { name: "ZIP exports" })).toContainText("Ready: 2 of 2 mockups");
  await expect(page.getByTestId("exports-storage")).toContainText("of 2 GB used");

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "gallery-selection-mobile");
});

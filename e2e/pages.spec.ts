import { readFile } from "node:fs/promises";
import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { fileNameSlug } from "../shared/file-names";
import type { Template } from "../shared/templates";
import { catalogueReady, expectToast, registerUser } from "./fixtures";
import { snapshot } from "./screenshots";

/** Screenshots (with E2E_SCREENSHOTS set) at desktop width and again at phone width. */
async function snapshotBoth(page: Page, name: string, { fullPage = true } = {}) {
  if (!process.env.E2E_SCREENSHOTS) return;
  const desktop = page.viewportSize()!;
  await snapshot(page, name, { fullPage });
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, name, { fullPage });
  await page.setViewportSize(desktop);
}

const footer = (page: Page) => page.getByRole("contentinfo");

test.describe("finished pages", () => {
  test("a missing route: the 404 heading and where to go next, no developer hint in the production build", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText(/forget to add the page to the router/i)).toHaveCount(0);
    await expect(page.getByText("routes.tsx")).toHaveCount(0);
    const next = page.getByRole("navigation", { name: "Where to go next" });
    await expect(next.getByRole("link", { name: "Create Mockups" })).toHaveAttribute("href", "/app");
    await expect(next.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(next.getByRole("link", { name: "My Gallery" })).toHaveCount(0);
    await snapshotBoth(page, "404");

    // Signed in, the gallery is one of the ways on.
    await registerUser(page);
    await page.reload();
    await expect(next.getByRole("link", { name: "My Gallery" })).toHaveAttribute("href", "/dashboard");
    await next.getByRole("link", { name: "My Gallery" }).click();
    await expect(page).toHaveURL("/dashboard");
  });

  test("the footer leads to Terms, Privacy and Contact", async ({ page }) => {
    await page.goto("/");
    await footer(page).getByRole("link", { name: "Terms" }).click();
    await expect(page).toHaveURL("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
    // The page opens at its top, not where the footer was.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const main = page.getByRole("main");
    await expect(main).toContainText("25 downloads in total");
    await expect(main).toContainText("$10 per month");
    await expect(main.getByRole("heading", { level: 2, name: "Your art stays yours" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "Cancel any time" })).toBeVisible();
    await snapshotBoth(page, "terms");

    await footer(page).getByRole("link", { name: "Privacy" }).click();
    await expect(page).toHaveURL("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
    const retention = page.getByRole("table", { name: "How long each kind of data is kept" });
    await expect(retention.getByRole("row", { name: /Artwork uploaded without an account/ })).toContainText("24 hours");
    await expect(retention.getByRole("row", { name: /Artwork uploaded while signed in/ })).toContainText("30 days after upload");
    await expect(retention.getByRole("row", { name: /ZIP exports/ })).toContainText("24 hours");
    await expect(retention.getByRole("row", { name: /Sign-in sessions/ })).toContainText("30 days");
    await expect(retention.getByRole("row", { name: /Saved mockups/ })).toContainText("Until you delete them");
    await expect(page.getByRole("main").getByRole("link", { name: "Account page" }).first()).toHaveAttribute("href", "/account");
    await snapshotBoth(page, "privacy");

    await footer(page).getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact");
    await expect(page.getByRole("link", { name: "Write to support" })).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+\?subject=/);
    await snapshotBoth(page, "contact");

    // Every heading level follows the one before it (h1, then h2s, …), here and on the first screens.
    for (const path of ["/terms", "/privacy", "/contact", "/", "/login", "/register", "/app"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const levels = await page.getByRole("main").locator("h1, h2, h3, h4").evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      expect(levels[0], path).toBe(1);
      levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0), `${path}: heading ${i}`).toBeLessThanOrEqual(1));
    }
  });

  test("a result downloads as JPEG at the chosen quality, counted once", async ({ page }) => {
    test.setTimeout(150_000);
    // The server installs the starter catalogue in the background on its first start.
    await catalogueReady(page.request);
    await registerUser(page);
    const templates = (await (await page.request.get("/api/templates")).json()) as Template[];
    const target = templates.find((t) => t.aspectRatio === "3x2") ?? templates[0]!;
    const short = target.name.split(" - ")[0]!.trim();

    await page.goto("/app");
    // The studio is its own chunk, loaded on this first visit.
    await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible({ timeout: 20_000 });
    const art = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 60, b: 50 } } }).png().toBuffer();
    await page.getByLabel("Upload artwork").setInputFiles({ name: "art.png", mimeType: "image/png", buffer: art });
    await expectToast(page, "Image uploaded");
    await page.getByRole("button", { name: "Apply to All Mockups" }).click();
    const card = page.getByRole("article", { name: short, exact: true });
    // Every template renders a preview first: on a busy machine that takes a while.
    await expect(card.getByRole("button", { name: `Download ${short}` })).toBeVisible({ timeout: 60_000 });
    await card.getByRole("button", { name: `Enlarge ${short}` }).click();
    const dialog = page.getByRole("dialog", { name: short });
    await expect(dialog.getByRole("radio", { name: /PNG/ })).toBeChecked();
    await dialog.getByRole("radio", { name: /JPEG/ }).click();
    const quality = dialog.getByRole("slider", { name: "JPEG quality" });
    await expect(quality).toHaveValue("90");
    await quality.fill("70");
    await expect(dialog.getByText("70", { exact: true })).toBeVisible();
    await snapshotBoth(page, "download-dialog", { fullPage: false });

    const exportRequest = page.waitForRequest((r) => r.url().includes(`/export/${target.id}?`));
    const downloadEvent = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download JPEG" }).click();
    const exportUrl = new URL((await exportRequest).url());
    expect(exportUrl.searchParams.get("quality")).toBe("70");
    const download = await downloadEvent;
    // The dialog is modal (the page behind it is hidden from roles), so the toast is found by its text.
    await expect(page.getByText("Your mockup has been downloaded").first()).toBeVisible();
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${fileNameSlug(target.name)}-mockup-\\d+\\.jpg$`));
    expect(download.suggestedFilename()).not.toMatch(/[#\s]/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect((await sharp(bytes).metadata()).format).toBe("jpeg");
    await expect(page.getByRole("region", { name: "Plan usage", includeHidden: true })).toContainText("Free Plan: 1 / 25 downloads used");

    // The choice is remembered: the card's own Download is a JPEG too.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    const second = page.waitForEvent("download");
    await card.getByRole("button", { name: `Download ${short}` }).click();
    expect((await second).suggestedFilename()).toMatch(/\.jpg$/);
    await expect(page.getByRole("region", { name: "Plan usage" })).toContainText("Free Plan: 2 / 25 downloads used");
  
    // The gallery's larger view offers the same choice, still JPEG at 70, and names the file after the mockup.
    const artworkId = exportUrl.pathname.split("/")[3]!;
    const saved = await page.request.post("/api/mockups", { data: { name: "Red #1 on the wall", artworkId, templateId: target.id, fit: "expand" } });
    expect(saved.status()).toBe(201);
    const { id } = (await saved.json()) as { id: number };
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "View Red #1 on the wall larger" }).click({ timeout: 20_000 });
    const larger = page.getByRole("dialog", { name: "Red #1 on the wall" });
    await expect(larger.getByRole("radio", { name: /JPEG/ })).toBeChecked();
    await expect(larger.getByRole("slider", { name: "JPEG quality" })).toHaveValue("70");
    await snapshotBoth(page, "gallery-download-dialog", { fullPage: false });
    const third = page.waitForEvent("download");
    await larger.getByRole("button", { name: "Download full quality JPEG" }).click();
    const fromGallery = await third;
    expect(fromGallery.suggestedFilename()).toBe(`red-1-on-the-wall-${id}.jpg`);
    expect([...(await readFile((await fromGallery.path())!)).subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });
});

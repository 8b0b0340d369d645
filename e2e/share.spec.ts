import { type Browser, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import type { SavedMockup } from "../shared/mockups";
import { MODEL_VIEWER_SCRIPT } from "../shared/model-viewer";
import type { Template } from "../shared/templates";
import { registerUser } from "./fixtures";
import { snapshot } from "./screenshots";

const NAME = "Harbour at dusk";

/** A saved mockup in a walnut frame at 50 × 70 cm on a bare wall of the starter catalogue. */
async function saveFramedMockup(page: Page): Promise<SavedMockup> {
  await expect
    .poll(async () => ((await (await page.request.get("/api/templates")).json()) as Template[]).some((t) => t.pxPerCm !== null), { timeout: 120_000, intervals: [1000] })
    .toBe(true);
  const wall = ((await (await page.request.get("/api/templates")).json()) as Template[]).find((t) => t.pxPerCm !== null);
  if (!wall) throw new Error("No bare wall in the catalogue");
  const art = await sharp({ create: { width: 1000, height: 1400, channels: 3, background: { r: 42, g: 92, b: 140 } } }).png().toBuffer();
  const upload = await page.request.post("/api/artworks", { multipart: { image: { name: "harbour.png", mimeType: "image/png", buffer: art } } });
  expect(upload.status()).toBe(201);
  const { id: artworkId } = (await upload.json()) as { id: string };
  const res = await page.request.post("/api/mockups", { data: { name: NAME, artworkId, templateId: wall.id, fit: "fill", frame: "walnut", size: "50x70cm" } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as SavedMockup;
}

/** A visitor with no account, in a browser of their own. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

const metaContent = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute("content");

test("share a mockup from the gallery: the page unfurls, downloads only when allowed, revoked links are gone", async ({ page, browser, context }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerUser(page);
  await saveFramedMockup(page);

  await page.goto("/dashboard");
  const card = page.getByRole("article", { name: NAME });
  await card.getByRole("button", { name: "Share" }).click();
  const dialog = page.getByRole("dialog", { name: `Share “${NAME}”` });
  await expect(dialog.getByText("No links yet.")).toBeVisible();
  await snapshot(page, "share-dialog");
  await dialog.getByText("Allow download").click();
  await dialog.getByText("7 days").click();
  await dialog.getByRole("button", { name: "Create link" }).click();
  const linkField = dialog.getByLabel("Your new link");
  await expect(linkField).toHaveValue(/^http:\/\/localhost:\d+\/s\/[A-Za-z0-9_-]{32}$/, { timeout: 30_000 });
  const url = await linkField.inputValue();
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(dialog.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(dialog.getByText("Downloads allowed · Expires")).toBeVisible();
  await snapshot(page, "share-dialog-created");
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, "share-dialog-created");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The visitor's page: made by the server, no SPA script (only the app's own model-viewer), tags for link previews.
  const guest = await visitor(browser);
  const res = await guest.goto(url);
  expect(res?.status()).toBe(200);
  await expect(guest.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(guest.getByText("Walnut frame · 50 × 70 cm")).toBeVisible();
  expect(await guest.locator("script").evaluateAll((scripts) => scripts.map((s) => s.getAttribute("src")))).toEqual([MODEL_VIEWER_SCRIPT]);
  expect(await metaContent(guest, "og:title")).toBe(NAME);
  expect(await metaContent(guest, "og:description")).toBe("Walnut frame · 50 × 70 cm. A mockup made with Mockup Studio.");
  expect(await metaContent(guest, "twitter:card")).toBe("summary_large_image");
  const ogImage = (await metaContent(guest, "og:image"))!;
  expect(ogImage).toMatch(/^http:\/\/localhost:\d+\/api\/shares\/[A-Za-z0-9_-]{32}\/image$/);
  const image = await guest.request.get(ogImage);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
  const { width = 0, height = 0 } = await sharp(await image.body()).metadata();
  expect(Math.max(width, height)).toBeLessThanOrEqual(1600);
  await expect.poll(() => guest.getByRole("img", { name: NAME }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // View in your room: the framed print in 3D (WebGL in software here), the two models its sources.
  const viewer = guest.locator("model-viewer");
  await expect(viewer).toHaveAttribute("ar-modes", "webxr scene-viewer quick-look");
  const glb = await guest.request.get((await viewer.getAttribute("src"))!);
  expect(glb.headers()["content-type"]).toBe("model/gltf-binary");
  const usdz = await guest.request.get((await viewer.getAttribute("ios-src"))!);
  expect(usdz.headers()["content-type"]).toBe("model/vnd.usdz+zip");
  // model-viewer loads its model when it comes into view.
  await viewer.scrollIntoViewIfNeeded();
  await expect.poll(() => viewer.evaluate((el) => (el as HTMLElement & { loaded: boolean }).loaded), { timeout: 60_000 }).toBe(true);
  await snapshot(guest, "share-page");
  await guest.getByRole("link", { name: "View in your room" }).click();
  await snapshot(guest, "share-page-3d", { fullPage: false });
  await guest.setViewportSize({ width: 390, height: 844 });
  await snapshot(guest, "share-page");
  await viewer.scrollIntoViewIfNeeded();
  await snapshot(guest, "share-page-3d", { fullPage: false });

  const download = guest.waitForEvent("download");
  await guest.getByRole("link", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toMatch(/^harbour-at-dusk-\d+\.png$/);

  // A second link, view only: no Download on its page, and the route refuses.
  await dialog.getByRole("button", { name: "Make another link" }).click();
  // The form keeps the last choices: turned back.
  await expect(dialog.getByRole("checkbox", { name: /Allow download/ })).toBeChecked();
  await dialog.getByText("Allow download").click();
  await dialog.getByText("Never").click();
  await dialog.getByRole("button", { name: "Create link" }).click();
  const viewOnly = await dialog.getByLabel("Your new link").inputValue();
  expect(viewOnly).not.toBe(url);
  await guest.goto(viewOnly);
  await expect(guest.getByRole("heading", { name: NAME, level: 1 })).toBeVisible();
  await expect(guest.getByRole("link", { name: "Download" })).toHaveCount(0);
  const refused = await guest.request.get(`${viewOnly.replace("/s/", "/api/shares/")}/download`);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: "The owner of this mockup has not allowed downloads", code: "forbidden" });

  // Revoked from the dialog: the visitor's next visit is the friendly 404 page.
  await dialog.getByRole("button", { name: `Revoke ${url}` }).click();
  await expect(dialog.getByRole("button", { name: `Revoke ${url}` })).toHaveCount(0);
  await expect(dialog.getByText("View only · Never expires")).toBeVisible();
  const gone = await guest.goto(url);
  expect(gone?.status()).toBe(404);
  await expect(guest.getByRole("heading", { name: "This link is no longer available" })).toBeVisible();
  await snapshot(guest, "share-gone");
  await guest.setViewportSize({ width: 1280, height: 800 });
  await snapshot(guest, "share-gone");
  await guest.context().close();
});

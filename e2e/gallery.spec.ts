import { type Locator, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { savedMockupFileName } from "../shared/file-names";
import type { SavedMockup } from "../shared/mockups";
import { expectToast, registerUser } from "./fixtures";
import { snapshot } from "./screenshots";

const FREE_LIMIT = 25;

function solidPng(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 169, g: 75, b: 36 } } }).png().toBuffer();
}

const card = (page: Page, name: string): Locator => page.getByRole("article", { name });
const planBanner = (page: Page): Locator => page.getByRole("region", { name: "Your plan" });

test.describe("with the client's view of the API stubbed", () => {
  const mockups: SavedMockup[] = [
    {
      id: 101,
      name: "Living Room Sunset",
      imageUrl: "/api/mockups/images/101.png",
      thumbnailUrl: "/api/mockups/images/101.png?thumbnail=true",
      downloadUrl: "/api/mockups/download/101",
      templateId: 3,
      options: { fit: "fill", frame: "walnut", frameWidth: 2.5, mat: "white", matWidth: 5, size: "50x70cm", light: "keep" },
      createdAt: "2026-03-05T10:30:00.000Z",
    },
    {
      id: 102,
      name: "Hallway Print",
      imageUrl: "/api/mockups/images/102.png",
      thumbnailUrl: "/api/mockups/images/102.png?thumbnail=true",
      downloadUrl: "/api/mockups/download/102",
      templateId: null,
      options: null,
      createdAt: "2026-02-14T08:00:00.000Z",
    },
  ];

  async function stubGallery(page: Page, list: SavedMockup[]) {
    const png = await solidPng();
    let current = [...list];
    const tracked: string[] = [];
    await page.route((url) => url.pathname.startsWith("/api/mockups/images/"), (route) =>
      route.fulfill({ body: png, contentType: "image/png" }),
    );
    await page.route((url) => url.pathname === "/api/mockups", (route) => route.fulfill({ json: current }));
    await page.route((url) => url.pathname === "/api/track-download", (route) => {
      tracked.push(route.request().url());
      return route.fallback();
    });
    return {
      png,
      tracked,
      remove: (id: number) => {
        current = current.filter((m) => m.id !== id);
      },
    };
  }

  test("the error state offers a retry and a way back home", async ({ page }) => {
    await registerUser(page);
    await page.route((url) => url.pathname === "/api/mockups", (route) => route.fulfill({ status: 500, json: { message: "Database unavailable" } }));
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "My Saved Mockups", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Error loading your saved mockups" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

    await page.unroute((url) => url.pathname === "/api/mockups");
    await page.route((url) => url.pathname === "/api/mockups", (route) => route.fulfill({ json: [] }));
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "No Saved Mockups" })).toBeVisible();
  });

  test("cards show the image, name and date; Download saves under the spec's name without a second count", async ({ page }) => {
    await registerUser(page);
    const stub = await stubGallery(page, mockups);
    await page.route((url) => url.pathname === "/api/mockups/download/101", (route) =>
      route.fulfill({ body: stub.png, contentType: "image/png" }),
    );
    await page.goto("/dashboard");

    await expect(page.getByRole("list", { name: "Saved mockups" }).getByRole("article")).toHaveCount(2);
    const first = card(page, "Living Room Sunset");
    await expect(first.getByRole("heading", { name: "Living Room Sunset" })).toBeVisible();
    await expect(first.locator("time")).toHaveAttribute("datetime", mockups[0]!.createdAt);
    await expect(first.locator("time")).toHaveText(/2026/);
    await expect(first.locator("img")).toHaveAttribute("src", mockups[0]!.thumbnailUrl);
    await expect(first.locator("img")).toHaveJSProperty("naturalWidth", 320);
    // The options it was made with; an uploaded image has none.
    await expect(first.getByText("Walnut frame · White mat · 50 × 70 cm · Fitting: Fill")).toBeVisible();
    await expect(card(page, "Hallway Print").getByText(/Fitting:/)).toHaveCount(0);
    await snapshot(page, "gallery-options");

    const downloadEvent = page.waitForEvent("download");
    await first.getByRole("button", { name: "Download" }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(savedMockupFileName(mockups[0]!));
    expect(download.suggestedFilename()).toBe("living-room-sunset-101.png");
    await expectToast(page, "Success!", "Your mockup has been downloaded");
    expect(stub.tracked).toEqual([]);
  });

  test("a larger view opens from the card image", async ({ page }) => {
    await registerUser(page);
    await stubGallery(page, mockups);
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "View Hallway Print larger" }).click();
    const dialog = page.getByRole("dialog", { name: "Hallway Print" });
    await expect(dialog.getByRole("img", { name: "Hallway Print" })).toHaveAttribute("src", mockups[1]!.imageUrl);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("Delete asks first; Cancel keeps the mockup, confirming removes it", async ({ page }) => {
    await registerUser(page);
    const stub = await stubGallery(page, mockups);
    await page.route((url) => url.pathname === "/api/mockups/102", (route) => {
      expect(route.request().method()).toBe("DELETE");
      stub.remove(102);
      return route.fulfill({ json: { success: true } });
    });
    await page.goto("/dashboard");

    await card(page, "Hallway Print").getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you sure you want to delete this mockup?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toBeHidden();
    await expect(card(page, "Hallway Print")).toBeVisible();

    await card(page, "Hallway Print").getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Mockup deleted successfully");
    await expect(card(page, "Hallway Print")).toHaveCount(0);
    await expect(card(page, "Living Room Sunset")).toBeVisible();
  });

  test("failed deletes and downloads are reported", async ({ page }) => {
    await registerUser(page);
    await stubGallery(page, mockups);
    await page.route((url) => url.pathname === "/api/mockups/101", (route) =>
      route.fulfill({ status: 500, json: { message: "Storage unavailable" } }),
    );
    await page.route((url) => url.pathname === "/api/mockups/download/101", (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.goto("/dashboard");

    await card(page, "Living Room Sunset").getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Error", "Failed to delete mockup: Storage unavailable");
    await expect(card(page, "Living Room Sunset")).toBeVisible();

    await card(page, "Living Room Sunset").getByRole("button", { name: "Download" }).click();
    await expectToast(page, "Download Failed", "There was a problem downloading your mockup. Please try again.");
    await expect(page).toHaveURL("/dashboard");
  });

  test("a download refused at the free limit explains why and opens the plans", async ({ page }) => {
    await registerUser(page);
    await stubGallery(page, mockups);
    await page.route((url) => url.pathname === "/api/mockups/download/101", (route) =>
      route.fulfill({ status: 403, json: { message: "Free tier limit reached", freeLimit: FREE_LIMIT, imageCount: FREE_LIMIT } }),
    );
    await page.goto("/dashboard");
    await card(page, "Living Room Sunset").getByRole("button", { name: "Download" }).click();
    await expectToast(
      page,
      "Free tier limit reached",
      `You've used all ${FREE_LIMIT} mockups in your free plan. Upgrade to Premium for unlimited mockups!`,
    );
    await expect(page).toHaveURL("/subscription");
  });
});

test.describe("against the saved-mockups API", () => {
  test.beforeEach(async ({ page }) => {
    await registerUser(page);
  });

  async function saveMockup(page: Page, name: string): Promise<void> {
    const upload = await page.request.post("/api/mockups/upload", {
      multipart: { image: { name: "mockup.png", mimeType: "image/png", buffer: await solidPng() } },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    const created = await page.request.post("/api/mockups", { data: { name, imageUrl, templateId: null, artworkUrl: null } });
    expect(created.ok(), await created.text()).toBe(true);
  }

  test("a new user sees the empty state and the free plan banner", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "No Saved Mockups" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create New Mockup" })).toHaveAttribute("href", "/app");
    await expect(planBanner(page)).toContainText(`Free Plan: 0/${FREE_LIMIT} Downloads Used`);
    await planBanner(page).getByRole("link", { name: "Upgrade" }).click();
    await expect(page).toHaveURL("/subscription");
  });

  test("a saved mockup can be downloaded (counted once) and deleted", async ({ page }) => {
    await saveMockup(page, "My Gallery Test");
    await page.goto("/dashboard");
    const item = card(page, "My Gallery Test");
    await expect(item).toBeVisible();
    // The thumbnail really loads (copy protection must not break it).
    await expect.poll(() => item.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    const listRes = await page.request.get("/api/mockups");
    const [saved] = (await listRes.json()) as SavedMockup[];
    const downloadEvent = page.waitForEvent("download");
    await item.getByRole("button", { name: "Download" }).click();
    expect((await downloadEvent).suggestedFilename()).toBe(savedMockupFileName(saved!));
    await expectToast(page, "Success!", "Your mockup has been downloaded");
    await expect(planBanner(page)).toContainText(`Free Plan: 1/${FREE_LIMIT} Downloads Used`);

    await item.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog", { name: "Are you sure you want to delete this mockup?" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Mockup deleted successfully");
    await expect(page.getByRole("heading", { name: "No Saved Mockups" })).toBeVisible();
  });

  test("a free user at the limit is blocked and sent to the plans", async ({ page }) => {
    await saveMockup(page, "Limit Test");
    for (let i = 0; i < FREE_LIMIT; i += 1) {
      const res = await page.request.post("/api/track-download");
      expect(res.ok(), await res.text()).toBe(true);
    }
    await page.goto("/dashboard");
    await expect(planBanner(page)).toContainText(`Free Plan: ${FREE_LIMIT}/${FREE_LIMIT} Downloads Used`);
    let downloaded = false;
    page.on("download", () => {
      downloaded = true;
    });
    await card(page, "Limit Test").getByRole("button", { name: "Download" }).click();
    await expectToast(
      page,
      "Free tier limit reached",
      `You've used all ${FREE_LIMIT} mockups in your free plan. Upgrade to Premium for unlimited mockups!`,
    );
    await expect(page).toHaveURL("/subscription");
    expect(downloaded).toBe(false);
  });
});

import { expect, test } from "@playwright/test";
import sharp from "sharp";
import type { Template } from "../shared/templates";
import { catalogueReady, expectToast, newUser, registerUser, signInOrRegister, watchFailures } from "./fixtures";
import { mailsTo, nextMailTo } from "./mail";
import { snapshot } from "./screenshots";

/** In ADMIN_EMAILS (playwright.config.ts) and never verified, except by the last test here. */
const PENDING_ADMIN = "pending-admin@example.com";
const FREE_LIMIT = 25;

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  await catalogueReady(request);
});

async function artwork(width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: "#2c6fbb" } }).png().toBuffer();
  return { name: "art.png", mimeType: "image/png", buffer };
}

test("signed-out pages make no failing request and log no console error", async ({ page }) => {
  test.setTimeout(90_000);
  const failures = watchFailures(page);
  for (const path of ["/", "/login", "/register", "/app"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  // The studio loads on first visit (a separate chunk): slow on a busy machine.
  await expect(page.getByRole("heading", { name: "Create Mockups" })).toBeVisible({ timeout: 30_000 });
  // Moving between them in the app, too (and back to the landing page).
  await page.getByRole("link", { name: "Sign In" }).first().click();
  await expect(page).toHaveURL("/login");
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Try it Now" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(failures).toEqual([]);
});

test("a ZIP of every template, larger than the downloads left: the server's numbers, the upgrade a choice, no redirect", async ({ page }) => {
  test.setTimeout(120_000);
  await registerUser(page);
  const templates = (await (await page.request.get("/api/templates")).json()) as Template[];
  const total = templates.length;
  // Use some downloads (a ZIP counts all of its files when it starts): fewer are left than templates.
  const left = Math.max(1, Math.min(12, total - 1));
  const upload = await page.request.post("/api/artworks", { multipart: { image: await artwork(900, 600) } });
  expect(upload.status()).toBe(201);
  const { id: artworkId } = (await upload.json()) as { id: string };
  for (let used = 0; used < FREE_LIMIT - left; ) {
    const batch = templates.slice(0, Math.min(total, FREE_LIMIT - left - used));
    const res = await page.request.post("/api/exports", { data: { items: batch.map((t) => ({ artworkId, templateId: t.id, fit: "expand" })), format: "png" } });
    expect(res.status(), await res.text()).toBe(202);
    used += batch.length;
  }
  const status = (await (await page.request.get("/api/subscription")).json()) as { imageCount: number; freeLimit: number };
  expect(status.freeLimit - status.imageCount).toBe(left);

  await page.goto("/app");
  await page.getByLabel("Upload artwork").setInputFiles(await artwork(1200, 800));
  await expectToast(page, "Image uploaded");
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByRole("list", { name: "Templates" }).getByRole("article")).toHaveCount(total);

  // Before the request: what the ZIP will ask for, and what is left.
  const card = page.locator("[data-testid=zip-allowance]");
  await expect(page.getByText(`${total} files at full quality, one per shown template.`)).toBeVisible();
  const sentence = `This ZIP holds ${total} mockups; you have ${left} download${left === 1 ? "" : "s"} left on the free plan.`;
  await expect(card).toContainText(sentence);

  const failures = watchFailures(page);
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/exports") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Download all (ZIP)" }).click();
  const answer = await refused;
  expect(answer.status()).toBe(403);
  const body = (await answer.json()) as { code: string; requested: number; imageCount: number; freeLimit: number };
  expect(body).toMatchObject({ code: "limit_reached", requested: total, imageCount: FREE_LIMIT - left, freeLimit: FREE_LIMIT });

  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Free tier limit reached" })).toBeVisible();
  await expect(dialog.getByText(sentence)).toBeVisible();
  await expect(dialog).not.toContainText("You've used all");
  await expect(dialog.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/subscription");
  await page.waitForTimeout(500);
  await expect(page).toHaveURL("/app");
  await snapshot(page, "zip-limit-dialog", { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, "zip-limit-dialog", { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  await dialog.getByRole("button", { name: "Not now" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/app");
  // Nothing failed but the refusal the dialog explained (which the browser itself logs as a 403).
  expect(failures.filter((f) => !f.startsWith("403 POST") && !f.includes("status of 403"))).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, "zip-allowance-card", { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, "zip-allowance-card", { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The upgrade is still one click away, and only when chosen.
  await page.getByRole("button", { name: "Download all (ZIP)" }).click();
  await dialog.getByRole("link", { name: "Upgrade to Premium" }).click();
  await expect(page).toHaveURL("/subscription");
});

test("an administrator's address not yet verified is told why /admin is closed, and gets in once verified", async ({ page }) => {
  test.setTimeout(60_000);
  const admin = newUser({ email: PENDING_ADMIN, firstName: "Pending" });
  // A retry of this test signs in to the account the first try made.
  await signInOrRegister(page, admin);
  expect(await (await page.request.get("/api/auth/user")).json()).toMatchObject({ isAdmin: false, adminNeedsVerification: true });

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Verify your e-mail to use the admin page" })).toBeVisible();
  await expect(page.getByText(PENDING_ADMIN, { exact: true }).last()).toBeVisible();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  await snapshot(page, "admin-needs-verification", { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, "admin-needs-verification", { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 800 });

  const mailed = mailsTo(PENDING_ADMIN).length;
  await page.getByRole("button", { name: "Send me a new link" }).click();
  await expect(page.getByRole("button", { name: "New link sent" })).toBeDisabled();
  const mail = await nextMailTo(PENDING_ADMIN, mailed);
  const token = new URL(mail.link).searchParams.get("token");
  expect((await page.request.post("/api/auth/verify-email", { data: { token } })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { registerUser } from "./fixtures";
import { snapshot } from "./screenshots";

test("on a phone, the menu leads to the account page, which fits the screen", async ({ page }) => {
  await registerUser(page);
  await page.goto("/app");
  await expect(page.getByRole("region", { name: "E-mail verification" })).toContainText("Please verify your e-mail");
  await snapshot(page, "verify-banner");
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await menu.getByRole("link", { name: "Account" }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await snapshot(page, "account");

  await page.getByRole("button", { name: "Delete account" }).click();
  await expect(page.getByRole("alertdialog", { name: "Delete your account?" })).toBeVisible();
  await snapshot(page, "account-delete-dialog", { fullPage: false });
});

test("on a phone, the forgot-password dialog and the reset page fit the screen", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  await expect(page.getByRole("dialog", { name: "Reset your password" })).toBeVisible();
  await snapshot(page, "forgot-password-dialog", { fullPage: false });
  await page.goto("/reset-password?token=not-a-real-token-but-shows-the-form");
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await snapshot(page, "reset-password");
});

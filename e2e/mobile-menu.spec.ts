import { expect, test } from "@playwright/test";
import { expectToast, registerUser } from "./fixtures";

test("signed out, the slide-in menu offers sign-in and register", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();

  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("navigation").getByRole("link")).toHaveText(["Sign In", "Create Account"]);
  await menu.getByRole("link", { name: "Create Account" }).click();

  await expect(menu).toBeHidden();
  await expect(page).toHaveURL("/register");
  await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
});

test("signed in, the menu lists the app pages and logs out", async ({ page }) => {
  const user = await registerUser(page);
  await page.goto("/app");
  await page.getByRole("button", { name: "Open menu" }).click();

  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByText(user.email)).toBeVisible();
  await expect(menu.getByRole("navigation").getByRole("link")).toHaveText(["Create Mockups", "My Gallery", "Subscription", "Account"]);
  await menu.getByRole("link", { name: "My Gallery" }).click();
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { name: "My Saved Mockups" })).toBeVisible();

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("button", { name: "Logout" }).click();
  await expectToast(page, "Logged out");
  await expect(page).toHaveURL("/");
});

test("the menu closes with Escape and gives focus back to its button", async ({ page }) => {
  await page.goto("/login");
  const trigger = page.getByRole("button", { name: "Open menu" });
  await trigger.click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  await expect(trigger).toBeFocused();
});

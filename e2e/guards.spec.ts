import { expect, test } from "@playwright/test";
import { mainNav, registerUser, signInAsAdmin } from "./fixtures";

for (const path of ["/dashboard", "/subscription", "/payment?client_secret=abc", "/admin", "/account"]) {
  test(`signed out, ${path} verifies the session and then goes to /auth`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByText("Verifying your session...")).toBeVisible();
    await expect(page).toHaveURL("/auth");
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  });
}

test("Try it Now lets a signed-out visitor into the studio", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Try it Now" }).click();
  await expect(page).toHaveURL("/app");
  await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible();
});

test("a non-admin is sent from /admin to /app and sees no Admin link", async ({ page }) => {
  await registerUser(page);
  await page.goto("/admin");
  await expect(page).toHaveURL("/app");
  await expect(page.getByRole("heading", { name: "Create Mockups" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "Admin" })).toHaveCount(0);
});

test("the admin reaches /admin through the header link", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/app");
  await mainNav(page).getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL("/admin");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
});

test("/payment without a client secret goes to /subscription", async ({ page }) => {
  await registerUser(page);
  await page.goto("/payment");
  await expect(page).toHaveURL("/subscription");
  await expect(page.getByRole("heading", { name: "Subscription Plans" })).toBeVisible();
});

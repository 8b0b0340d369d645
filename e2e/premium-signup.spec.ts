import { type Page, expect, test } from "@playwright/test";
import { expectToast, fillRegisterForm, newUser } from "./fixtures";

/**
 * Premium sign-up hands over to POST /api/create-subscription (spec §4). Its answer depends on
 * the payment provider's configuration, so each outcome is stubbed here; the account itself is
 * created by the real server.
 */
async function registerPremium(page: Page) {
  const user = newUser({ subscriptionTier: "premium" });
  await page.goto("/register");
  await fillRegisterForm(page, user);
  await page.getByRole("radio", { name: /Premium/ }).click();
  await page.getByRole("tabpanel").getByRole("button", { name: "Create Account" }).click();
  await expectToast(page, "Account created!");
}

test("a client secret opens the payment page", async ({ page }) => {
  await page.route("**/api/create-subscription", (route) =>
    route.fulfill({ json: { clientSecret: "pi_123_secret_456" } }),
  );
  await registerPremium(page);
  await expect(page).toHaveURL("/payment?client_secret=pi_123_secret_456");
  await expect(page.getByRole("heading", { name: "Complete Your Subscription" })).toBeVisible();
});

test("a development-mode success activates premium and opens the studio", async ({ page }) => {
  await page.route("**/api/create-subscription", (route) =>
    route.fulfill({ json: { success: true, message: "Premium activated (development mode)", userId: 1 } }),
  );
  await registerPremium(page);
  await expectToast(page, "Premium Subscription Activated");
  await expect(page).toHaveURL("/app");
});

test("a failed subscription request leaves the choice on the plans page", async ({ page }) => {
  await page.route("**/api/create-subscription", (route) =>
    route.fulfill({ status: 500, json: { message: "Payment provider unavailable" } }),
  );
  await registerPremium(page);
  await expect(page).toHaveURL("/subscription");
  await expect(page.getByRole("heading", { name: "Subscription Plans" })).toBeVisible();
});

test("a hosted checkout url is followed", async ({ page }) => {
  await page.route("**/api/create-subscription", (route) => route.fulfill({ json: { url: "/checkout-stub" } }));
  await registerPremium(page);
  await expect(page).toHaveURL("/checkout-stub");
});

test("end to end in development mode: a premium sign-up ends on the premium plan", async ({ page }) => {
  await registerPremium(page);
  await expectToast(page, "Premium Subscription Activated");
  await expect(page).toHaveURL("/app");
  await page.goto("/dashboard");
  await expect(page.getByText("Premium Plan: Unlimited Downloads")).toBeVisible();
});

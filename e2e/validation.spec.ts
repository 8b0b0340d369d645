import { expect, test } from "@playwright/test";

test("the login form explains what is missing", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("x");
  await expect(page.getByText("Password is required")).toHaveCount(0);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page).toHaveURL("/login");
});

test("the register form shows every rule of spec §5", async ({ page }) => {
  await page.goto("/register");
  const submit = page.getByRole("tabpanel").getByRole("button", { name: "Create Account" });
  await submit.click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Last name is required")).toBeVisible();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toHaveCount(2);

  await page.getByLabel("First name").fill("Ada");
  await page.getByLabel("Last name").fill("Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Password", { exact: true }).fill("long-enough-1");
  await page.getByLabel("Confirm password").fill("long-enough-2");
  await submit.click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();
  await expect(page.getByLabel("Confirm password")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("First name is required")).toHaveCount(0);
  await expect(page).toHaveURL("/register");
});

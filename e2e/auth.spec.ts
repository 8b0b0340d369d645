import { type Page, expect, test } from "@playwright/test";
import { expectToast, mainNav, newUser, registerUser } from "./fixtures";
import { mailsTo, nextMailTo } from "./mail";

async function fillRegisterForm(page: Page, user: ReturnType<typeof newUser>) {
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Last name").fill(user.lastName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
}

test("registering on the free plan lands on /app, signed in", async ({ page }) => {
  const user = newUser();
  await page.goto("/register");
  await fillRegisterForm(page, user);
  await expect(page.getByRole("radio", { name: /Free/ })).toBeChecked();
  await page.getByRole("tabpanel").getByRole("button", { name: "Create Account" }).click();

  await expectToast(page, "Registration successful");
  await expect(page).toHaveURL("/app");
  await expect(page.getByRole("heading", { name: "Create Mockups" })).toBeVisible();
  await expect(mainNav(page).getByRole("link")).toHaveText(["Create Mockups", "My Gallery", "Subscription", "Account"]);
  await expect(mainNav(page).getByRole("button", { name: "Logout" })).toBeVisible();
});

test("logout signs out; login signs back in", async ({ page }) => {
  const user = await registerUser(page);
  await page.goto("/app");
  await mainNav(page).getByRole("button", { name: "Logout" }).click();

  await expectToast(page, "Logged out", "You have been logged out");
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("link", { name: "Try it Now" })).toBeVisible();

  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();

  await expectToast(page, "Login successful", "Welcome back!");
  await expect(page).toHaveURL("/app");
  await expect(page.getByRole("heading", { name: "Create Mockups" })).toBeVisible();
});

test("a wrong password shows the server's message", async ({ page }) => {
  const user = await registerUser(page);
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();

  await expectToast(page, "Login failed", "Invalid email or password");
  await expect(page).toHaveURL("/login");
});

test("registering a taken email looks like any registration; the address's owner is told by mail", async ({ page }) => {
  const existing = await registerUser(page);
  await page.context().clearCookies();
  const mailed = mailsTo(existing.email).length;
  await page.goto("/register");
  await fillRegisterForm(page, { ...newUser(), email: existing.email });
  await page.getByRole("tabpanel").getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL("/app");
  expect((await nextMailTo(existing.email, mailed)).subject).toBe("Someone signed up for Mockup Studio with your e-mail");
});

test("submit buttons say what is happening while the request runs", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/login", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/login");
  await page.getByLabel("Email").fill("someone@example.com");
  await page.getByLabel("Password").fill("whatever-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  release();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();

  let releaseRegister: () => void = () => {};
  const heldRegister = new Promise<void>((resolve) => (releaseRegister = resolve));
  await page.route("**/api/auth/register", async (route) => {
    await heldRegister;
    await route.continue();
  });
  await page.getByRole("tab", { name: "Register" }).click();
  await fillRegisterForm(page, newUser());
  await page.getByRole("tabpanel").getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
  releaseRegister();
  await expect(page).toHaveURL("/app");
});

test("the sign-in forms load their rules on first use: the studio's first load fetches no zod, a form's first focus does", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  const zod = () => scripts.filter((s) => /\/zod/.test(s));
  await registerUser(page);
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Create Mockups" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Templates" }).getByRole("article").first()).toBeVisible();
  expect(zod()).toEqual([]);

  await page.context().clearCookies();
  await page.goto("/login");
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  expect(zod()).toEqual([]);
  await page.getByLabel("Email").fill("not-an-address");
  await expect.poll(() => zod().length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { mainNav, registerUser } from "./fixtures";

test.describe("route table, signed out", () => {
  for (const path of ["/", "/landing"]) {
    test(`${path} shows the landing page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

      const header = page.getByRole("banner");
      await expect(header.getByText("Mockup Studio")).toBeVisible();
      await expect(header.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
      await expect(header.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/register");

      await expect(page.getByRole("link", { name: "Try it Now" })).toHaveAttribute("href", "/app");
      await expect(page.getByRole("main").getByRole("link", { name: "Create Account" })).toHaveAttribute("href", "/register");
      await expect(page.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/register");

      const features = page.getByRole("region", { name: "Everything you need to present your art" }).getByRole("listitem");
      await expect(features.getByRole("heading")).toHaveText([
        "Upload Your Artwork",
        "Multiple Templates",
        "Full Quality Downloads",
        "Multiple Fitting Options",
      ]);
      await expect(page.getByText(/Fit, Fill or Expand/)).toBeVisible();
    });
  }

  test("Get Started Today opens the Register tab", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Get Started Today" }).click();
    await expect(page).toHaveURL("/register");
    await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
  });

  const tabs = [
    { path: "/login", selected: "Login" },
    { path: "/register", selected: "Register" },
    { path: "/auth", selected: "Login" },
    { path: "/auth?tab=register", selected: "Register" },
  ];
  for (const { path, selected } of tabs) {
    test(`${path} opens the auth screen on the ${selected} tab`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("tab", { name: selected })).toHaveAttribute("aria-selected", "true");
      const button = selected === "Login" ? "Sign In" : "Create Account";
      await expect(page.getByRole("tabpanel").getByRole("button", { name: button })).toBeVisible();
    });
  }

  test("header links switch the auth tab", async ({ page }) => {
    await page.goto("/login");
    await mainNav(page).getByRole("link", { name: "Create Account" }).click();
    await expect(page).toHaveURL("/register");
    await expect(page.getByRole("tab", { name: "Register" })).toHaveAttribute("aria-selected", "true");
    await mainNav(page).getByRole("link", { name: "Sign In" }).click();
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  });

  test("an anonymous visitor sees only the sign-in and register links", async ({ page }) => {
    await page.goto("/login");
    await expect(mainNav(page).getByRole("link")).toHaveText(["Sign In", "Create Account"]);
    await expect(page.getByRole("button", { name: "Logout" })).toHaveCount(0);
  });

  test("an unknown path shows the not-found page", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    // The built app is production: the developers' hint stays out, the way on is shown.
    await expect(page.getByText(/forget to add the page to the router/)).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Where to go next" }).getByRole("link")).toHaveText(["Create Mockups", "Home"]);
  });

  test("a page whose code cannot be fetched says so and reloads, instead of a blank screen", async ({ page }) => {
    // As for a tab left open across a deploy: the files it asks for are gone, or the line drops.
    await page.route("**/assets/shell-routes-*.js", (route) => route.abort());
    await page.goto("/terms");
    await expect(page.getByRole("heading", { name: "This page could not be shown" })).toBeVisible();
    await page.unroute("**/assets/shell-routes-*.js");
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  });

  test("the footer shows the year, the product and links to Terms, Privacy and Contact (and the API reference)", async ({ page }) => {
    await page.goto("/login");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Mockup Studio`);
    await expect(footer.getByRole("link")).toHaveText(["Terms", "Privacy", "Contact", "API"]);
    for (const [name, href] of [["Terms", "/terms"], ["Privacy", "/privacy"], ["Contact", "/contact"], ["API", "/docs/api"]] as const) {
      await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });
});

test.describe("route table, signed in", () => {
  test("/ and the auth screens send a signed-in user to /app", async ({ page }) => {
    await registerUser(page);
    for (const path of ["/", "/login", "/register", "/auth?tab=register"]) {
      await page.goto(path);
      await expect(page).toHaveURL("/app");
      await expect(page.getByRole("heading", { name: "Create Mockups" })).toBeVisible();
    }
  });

  test("/landing stays on the landing page", async ({ page }) => {
    await registerUser(page);
    await page.goto("/landing");
    await expect(page.getByRole("link", { name: "Try it Now" })).toBeVisible();
  });

  test("each protected page shows its heading", async ({ page }) => {
    await registerUser(page);
    const pages = [
      { path: "/app", heading: "Create Mockups" },
      { path: "/dashboard", heading: "My Saved Mockups" },
      { path: "/subscription", heading: "Subscription Plans" },
      { path: "/payment?client_secret=pi_test_secret_abc", heading: "Complete Your Subscription" },
    ];
    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveURL(path);
    }
  });
});

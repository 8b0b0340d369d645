import { expect, test } from "@playwright/test";
import { operationSummaries, watchOffline } from "./api-docs";
import { registerUser } from "./fixtures";
import { snapshot } from "./screenshots";

test("/docs/api renders the v1 reference from the app's own origin: intro, every operation, curl and TypeScript examples", async ({ page }) => {
  test.setTimeout(150_000);
  const seen = watchOffline(page);
  const { title, summaries } = await operationSummaries(page);
  expect(summaries.length).toBeGreaterThanOrEqual(5);

  await page.goto("/docs/api");
  // The app's main (Scalar puts a <main> of its own inside it).
  const reference = page.locator("#main");
  // Scalar's bundle is 5 MB of script to parse and run: slow on a shared two-core machine.
  await expect(reference.getByRole("heading", { name: title })).toBeVisible({ timeout: 90_000 });
  await expect(reference.getByText("Authorization: Bearer msk_live_…").first()).toBeVisible();
  await expect(reference.getByText(/RateLimit-Remaining/).first()).toBeVisible();
  await expect(reference.getByText(/Idempotency-Key/).first()).toBeVisible();
  await expect(reference.getByText(/"message": "…", "code": "…"/).first()).toBeVisible();
  // Each operation in the sidebar; the render call opens with the document's curl, then its TypeScript.
  const sidebar = reference.locator(".t-doc__sidebar");
  for (const summary of summaries) await expect(sidebar.getByText(summary, { exact: true })).toBeVisible();
  await sidebar.getByText("Render one artwork into one template", { exact: true }).click();
  await expect(reference.getByRole("heading", { name: "Render one artwork into one template" })).toBeVisible();
  const example = reference.locator("pre, code").filter({ hasText: "curl -X POST" }).filter({ hasText: "/api/v1/renders" });
  await expect(example.first()).toBeVisible();
  await expect(example.first()).toContainText('-H "Authorization: Bearer $MOCKUP_STUDIO_KEY"');
  await snapshot(page, "api-docs");
  await snapshot(page, "api-docs-operation", { fullPage: false });

  expect(seen.external).toEqual([]);
  expect(seen.refused).toEqual([]);
});

test("the footer and the account page's API keys lead to /docs/api", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("contentinfo").getByRole("link", { name: "API" }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);

  await registerUser(page);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "API keys" });
  await section.getByRole("link", { name: "Read the API reference" }).click({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/docs\/api$/);
});

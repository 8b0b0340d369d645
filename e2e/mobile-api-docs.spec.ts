import { expect, test } from "@playwright/test";
import { snapshot } from "./screenshots";
import { operationSummaries, watchOffline } from "./api-docs";

test("/docs/api at phone width: the intro and every operation, nothing wider than the screen, nothing fetched elsewhere", async ({ page }) => {
  test.setTimeout(150_000);
  const seen = watchOffline(page);
  const { title, summaries } = await operationSummaries(page);
  await page.goto("/docs/api");
  // The app's main (Scalar puts a <main> of its own inside it).
  const reference = page.locator("#main");
  // Scalar's bundle is 5 MB of script to parse and run: slow on a shared two-core machine.
  await expect(reference.getByRole("heading", { name: title })).toBeVisible({ timeout: 90_000 });
  // The operations are in Scalar's menu (closed at this width).
  for (const summary of summaries) await expect(reference.getByText(summary, { exact: true }).first()).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snapshot(page, "api-docs");
  await snapshot(page, "api-docs-top", { fullPage: false });
  expect(seen.external).toEqual([]);
  expect(seen.refused).toEqual([]);
});

import type { Page } from "@playwright/test";

/**
 * With E2E_SCREENSHOTS set, saves a full-page screenshot to .tmp/screenshots/ (for reviewing
 * the screens by eye); otherwise does nothing, so normal runs write no files.
 */
export async function snapshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  // A sticky header would be captured where the page happened to be scrolled to.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `.tmp/screenshots/${name}-${width}.png`, fullPage, animations: "disabled" });
}

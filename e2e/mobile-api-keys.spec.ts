import { expect, test } from "@playwright/test";
import { registerUser } from "./fixtures";
import { snapshot } from "./screenshots";

test("on a phone, a new API key and the key list fit the screen", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerUser(page);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "API keys" });
  await section.getByLabel("Key name").fill("A shop with a rather long name for its key");
  await section.getByRole("button", { name: "Create key" }).click();
  await expect(section.getByLabel("New API key")).toHaveValue(/^msk_live_/);
  await expect(section.getByRole("list", { name: "Your API keys" }).getByRole("listitem")).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
  await section.scrollIntoViewIfNeeded();
  await snapshot(page, "account-api-keys");
});

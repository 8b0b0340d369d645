import { expect, test } from "@playwright/test";
import { expectToast, registerUser } from "./fixtures";
import { snapshot } from "./screenshots";

test("a key made on the account page is shown once, works with curl-style bearer calls, and stops at once when revoked", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerUser(page);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "API keys" });
  await expect(section.getByText("No keys yet.")).toBeVisible();

  await section.getByRole("button", { name: "Create key" }).click();
  await expect(section.getByText("Please name the key")).toBeVisible();
  await section.getByLabel("Key name").fill("Etsy sync");
  await section.getByRole("button", { name: "Create key" }).click();
  const field = section.getByLabel("New API key");
  await expect(field).toHaveValue(/^msk_live_/);
  const key = await field.inputValue();
  await section.getByRole("button", { name: "Copy" }).click();
  await expect(section.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await snapshot(page, "account-api-key-created");

  const list = section.getByRole("list", { name: "Your API keys" });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Etsy sync");
  await expect(list).toContainText(`${key.slice(0, 15)}…`);
  await expect(list).toContainText("Never used");

  // Another client, with no cookies: only the key.
  const bearer = { Authorization: `Bearer ${key}` };
  expect((await request.get("/api/v1/artworks", { headers: bearer })).status()).toBe(200);
  await section.getByRole("button", { name: "Done" }).click();
  await expect(field).toBeHidden();
  await page.reload();
  await expect(list).toContainText("Last used");
  await expect(page.getByText(key)).toHaveCount(0);

  const secret = page.getByRole("region", { name: "Webhooks" }).getByLabel("Webhook signing secret");
  await expect(secret).toHaveValue(/^whsec_/);
  const before = await secret.inputValue();
  await page.getByRole("button", { name: "Rotate secret" }).click();
  await page.getByRole("alertdialog", { name: "Rotate the webhook secret?" }).getByRole("button", { name: "Rotate secret" }).click();
  await expectToast(page, "Webhook secret replaced");
  await expect(secret).not.toHaveValue(before);
  await expect(secret).toHaveValue(/^whsec_/);

  await list.getByRole("button", { name: "Revoke Etsy sync" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke “Etsy sync”?" });
  await snapshot(page, "account-api-key-revoke", { fullPage: false });
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expectToast(page, "Key revoked");
  await expect(section.getByText("No keys yet.")).toBeVisible();
  const refused = await request.get("/api/v1/artworks", { headers: bearer });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: "This API key was revoked", code: "unauthorized" });
});

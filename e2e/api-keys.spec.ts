import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { catalogueReady, expectToast, registerUser } from "./fixtures";

/** curl, as an integrator would run it: the answer's body (or file) and status. */
async function curl(args: string[]): Promise<{ status: number; body: string }> {
  const { stdout } = await promisify(execFile)("curl", ["-s", "-w", "\n%{http_code}", ...args], { timeout: 120_000 });
  const at = stdout.lastIndexOf("\n");
  return { status: Number(stdout.slice(at + 1)), body: stdout.slice(0, at) };
}
import { snapshot } from "./screenshots";

test("a key made on the account page is shown once, works with curl-style bearer calls, and stops at once when revoked", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await registerUser(page);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "API keys" });
  // The account page's code loads on first visit: slow on a shared machine.
  await expect(section.getByText("No keys yet.")).toBeVisible({ timeout: 30_000 });

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

  // Another client, with no cookies: only the key. curl uploads an artwork and renders it.
  const bearer = { Authorization: `Bearer ${key}` };
  expect((await request.get("/api/v1/artworks", { headers: bearer })).status()).toBe(200);
  await catalogueReady(request);
  const base = test.info().project.use.baseURL!;
  const auth = ["-H", `Authorization: Bearer ${key}`];
  const dir = mkdtempSync(path.join(os.tmpdir(), "curl-"));
  try {
    const art = path.join(dir, "art.png");
    writeFileSync(art, await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c83c32" } }).png().toBuffer());
    const uploaded = await curl([...auth, "-F", `image=@${art};type=image/png`, `${base}/api/v1/artworks`]);
    expect(uploaded.status).toBe(201);
    const artworkId = (JSON.parse(uploaded.body) as { id: string }).id;
    const templates = JSON.parse((await curl([...auth, `${base}/api/v1/templates`])).body) as { id: number; width: number }[];
    const template = templates[0]!;
    const out = path.join(dir, "mockup.jpg");
    const body = JSON.stringify({ artworkId, templateId: template.id, format: "jpeg", frame: "black" });
    const rendered = await curl([...auth, "-H", "Content-Type: application/json", "-d", body, "-o", out, "-D", path.join(dir, "headers"), `${base}/api/v1/renders`]);
    expect(rendered.status).toBe(200);
    const meta = await sharp(readFileSync(out)).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(Math.min(template.width, 2000));
    expect(readFileSync(path.join(dir, "headers"), "utf8")).toMatch(/^ratelimit-remaining: \d+/im);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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

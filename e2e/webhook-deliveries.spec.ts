import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { catalogueReady, registerUser } from "./fixtures";
import { snapshot } from "./screenshots";

test("a batch's signed webhook shows on the account page: event, batch, URL, status, attempts, time (at 1280 and 390 px)", async ({ page }) => {
  test.setTimeout(300_000);
  // The receiver refuses the first delivery (500), then takes the retry.
  const answers = [500];
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.writeHead(answers.shift() ?? 204).end());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/mockups`;
  try {
    await registerUser(page);
    await page.goto("/account");
    const base = test.info().project.use.baseURL!;
    const created = await page.request.post("/api/account/api-keys", { data: { name: "Batch script" }, headers: { Origin: base } });
    expect(created.status()).toBe(201);
    const bearer = { Authorization: `Bearer ${((await created.json()) as { key: string }).key}` };
    await catalogueReady(page.request);
    const art = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2f6f8f" } }).png().toBuffer();
    const uploaded = await page.request.post("/api/v1/artworks", { headers: bearer, multipart: { image: { name: "art.png", mimeType: "image/png", buffer: art } } });
    const artworkId = ((await uploaded.json()) as { id: string }).id;
    const templates = (await (await page.request.get("/api/v1/templates", { headers: bearer })).json()) as { id: number }[];
    const batch = await page.request.post("/api/v1/batches", { headers: bearer, data: { artworkIds: [artworkId], templateIds: [templates[0]!.id], webhookUrl } });
    expect(batch.status()).toBe(202);
    const { id } = (await batch.json()) as { id: string };

    const list = page.getByRole("list", { name: "Recent webhook deliveries" });
    await expect(async () => {
      await page.reload();
      await expect(list).toContainText("HTTP 204", { timeout: 5000 });
    }).toPass({ timeout: 180_000, intervals: [2000] });
    const row = list.getByRole("listitem").first();
    await expect(row).toContainText("batch.completed");
    await expect(row).toContainText("Delivered");
    await expect(row).toContainText(webhookUrl);
    await expect(row).toContainText(id);
    await expect(row).toContainText("2 attempts");
    await page.getByRole("region", { name: "Webhooks" }).scrollIntoViewIfNeeded();
    await snapshot(page, "account-webhook-deliveries");
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, "account-webhook-deliveries");
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

import { createServer, type Server } from "node:http";
import { type Browser, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { MODEL_VIEWER_SCRIPT } from "../shared/model-viewer";
import { catalogueReady, registerUser } from "./fixtures";
import { snapshot } from "./screenshots";

/** A premium account (development mode's upgrade) with one uploaded artwork. */
async function premiumWithArtwork(page: Page): Promise<string> {
  await registerUser(page);
  const user = (await (await page.request.get("/api/auth/user")).json()) as { id: number };
  const up = await page.request.post("/api/subscription/activate-dev-premium", { data: { userId: user.id } });
  expect(up.status(), await up.text()).toBe(200);
  const art = await sharp({ create: { width: 800, height: 1000, channels: 3, background: { r: 180, g: 70, b: 40 } } }).jpeg().toBuffer();
  const upload = await page.request.post("/api/artworks", { multipart: { image: { name: "poppies.jpg", mimeType: "image/jpeg", buffer: art } } });
  expect(upload.status()).toBe(201);
  return ((await upload.json()) as { id: string }).id;
}

test("the account page makes a shop widget: pick the art, sites and frames, copy the snippet, see the counts, delete it", async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await premiumWithArtwork(page);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Widgets" });
  await expect(section.getByText("No widgets yet.")).toBeVisible({ timeout: 30_000 });
  await section.getByRole("button", { name: "New widget" }).click();
  const form = section.getByRole("form", { name: "New widget" });
  await form.getByRole("button", { name: "Create widget" }).click();
  await expect(form.getByText("Pick at least one artwork")).toBeVisible();
  await form.getByRole("checkbox", { name: "Artwork 1" }).click();
  await form.getByLabel("Domains").fill("shop.example.com, www.example.com");
  await form.getByLabel("Print sizes").fill("40x50cm, 60x75cm");
  await form.getByRole("checkbox", { name: "Walnut" }).click();
  await snapshot(page, "widget-form");
  await form.getByRole("button", { name: "Create widget" }).click();

  const item = section.getByRole("list", { name: "Your widgets" }).getByRole("listitem");
  await expect(item).toHaveCount(1);
  await expect(item.getByText("shop.example.com, www.example.com")).toBeVisible();
  await expect(item.getByText("1 artwork · created")).toBeVisible();
  await expect(item.getByText("Last 30 days: 0 views, 0 wall photos uploaded")).toBeVisible();
  const snippet = item.getByLabel("Widget script snippet");
  await expect(snippet).toHaveValue(/^<script src="http:\/\/localhost:\d+\/embed\.js" data-widget="[A-Za-z0-9_-]{22}" async><\/script>$/);
  await expect(item.getByLabel("Widget iframe")).toHaveValue(/^<iframe src="http:\/\/localhost:\d+\/embed\/[A-Za-z0-9_-]{22}"/);
  await item.getByRole("button", { name: "Copy" }).first().click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet.inputValue());
  const [widget] = (await (await page.request.get("/api/widgets")).json()) as Array<{ sizes: string[]; frames: string[] }>;
  expect(widget).toMatchObject({ sizes: ["40x50cm", "60x75cm"], frames: ["none", "black", "white", "oak", "walnut"] });

  await snapshot(page, "widget-list");
  await page.setViewportSize({ width: 390, height: 844 });
  await snapshot(page, "widget-list");
  await page.setViewportSize({ width: 1280, height: 800 });

  await item.getByRole("button", { name: /^Delete the widget/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete widget" }).click();
  await expect(section.getByText("No widgets yet.")).toBeVisible();
});

test("on the free plan the Widgets section offers the upgrade instead", async ({ page }) => {
  await registerUser(page);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Widgets" });
  await expect(section.getByText("Widgets are part of the Premium plan.")).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/subscription");
});

const SHOP_PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const SHOP = `http://127.0.0.1:${SHOP_PORT}`;

/** A shop on another origin (127.0.0.1 at its own port; the app is on localhost): its product page carries the snippet. */
async function startShop(snippet: string): Promise<Server> {
  const server = createServer((req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Poppies print</title></head>
<body style="margin:0;font-family:sans-serif;background:#fff"><main style="max-width:900px;margin:0 auto;padding:16px"><h1>Poppies, giclée print</h1>${snippet}<p>€80, free shipping.</p></main></body></html>`);
  });
  await new Promise<void>((resolve) => server.listen(SHOP_PORT, "127.0.0.1", resolve));
  return server;
}

async function widgetFor(page: Page, artworkId: string, domains: string[]) {
  const res = await page.request.post("/api/widgets", { data: { artworkIds: [artworkId], domains, sizes: ["40x50cm", "60x75cm"], frames: ["black", "oak"] } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; snippet: string; iframe: string };
}

/** A premium owner's widget for one artwork, on the shop's product page (running until closed). */
async function shopWithWidget(page: Page) {
  const artworkId = await premiumWithArtwork(page);
  await catalogueReady(page.request);
  const widget = await widgetFor(page, artworkId, [SHOP]);
  return { artworkId, widget, shop: await startShop(widget.snippet) };
}

/** A shopper's desktop browser on the shop's product page, once the widget shows its first room. */
async function visitShop(browser: Browser) {
  const shopper = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await shopper.goto(`${SHOP}/poppies`);
  const frame = shopper.frameLocator("iframe[title='See it on your wall']");
  const view = frame.locator("#view");
  await expect(view).toHaveAttribute("src", /^data:image\/jpeg;base64,/, { timeout: 30_000 });
  return { shopper, frame, view };
}

test("a shop on another origin embeds the widget: the first room shows, size and frame switch, only the shop's origin may frame it", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { artworkId, widget, shop } = await shopWithWidget(page);
  try {
    const { shopper, frame, view } = await visitShop(browser);
    await expect(frame.getByRole("group", { name: "Size" }).getByRole("button", { name: "40 × 50 cm" })).toHaveAttribute("aria-pressed", "true");

    await frame.getByRole("button", { name: "60 × 75 cm" }).click();
    await expect(view).toHaveAttribute("src", /size=60x75cm&frame=black$/, { timeout: 30_000 });
    await frame.getByRole("button", { name: "Oak" }).click();
    await expect(view).toHaveAttribute("src", /size=60x75cm&frame=oak$/, { timeout: 30_000 });
    await expect.poll(() => view.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const rooms = frame.getByRole("group", { name: "Room" }).getByRole("button").filter({ has: frame.locator("img") });
    await rooms.nth(1).click();
    await expect(rooms.nth(1)).toHaveAttribute("aria-pressed", "true");
    const roomId = await rooms.nth(1).evaluate((b) => b.getAttribute("title"));
    expect(roomId).toBeTruthy();
    await expect(frame.locator("#stage")).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
    await expect(view).toHaveAttribute("src", /template=\d+&size=60x75cm&frame=oak$/);
    await expect(view).toHaveAttribute("alt", new RegExp(`oak, 60 × 75 cm, in ${roomId}$`));
    // embed.js sized the iframe to the widget's content: no inner scroll bar.
    await expect.poll(async () => (await shopper.locator("iframe").boundingBox())?.height ?? 0).toBeGreaterThan(600);
    await snapshot(shopper, "widget-shop");
    await shopper.setViewportSize({ width: 390, height: 844 });
    await shopper.waitForTimeout(500);
    await snapshot(shopper, "widget-shop");

    // The page names the shop as the only site (besides the app) that may frame it; another site's frame stays empty.
    const direct = await page.request.get(`/embed/${widget.id}`);
    expect(direct.headers()["content-security-policy"]).toContain(`frame-ancestors 'self' ${SHOP};`);
    const other = await widgetFor(page, artworkId, ["elsewhere.example.com"]);
    await shopper.goto(`${SHOP}/poppies`);
    await shopper.evaluate((src) => {
      const f = document.createElement("iframe");
      f.id = "refused";
      f.src = src;
      document.body.append(f);
    }, `http://localhost:${SHOP_PORT - 1}/embed/${other.id}`);
    await shopper.waitForTimeout(2000);
    const refused = shopper.frames().find((f) => f.url().includes(other.id));
    expect(await refused?.evaluate(() => document.getElementById("view")).catch(() => null) ?? null).toBeNull();
  } finally {
    await new Promise((resolve) => shop.close(resolve));
  }
});

test("a shopper on the shop's page uploads a photo of their wall: the framed art hangs on the painting found there, its corners drag as in My Rooms, size and frame switch", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { widget, shop } = await shopWithWidget(page);
  try {
    const { shopper, frame, view } = await visitShop(browser);
    const chooser = shopper.waitForEvent("filechooser");
    await frame.getByRole("button", { name: "Use a photo of your wall" }).click();
    // A real room photo with one framed painting (bench/real-photos, hand-marked).
    await (await chooser).setFiles("bench/real-photos/07-gallery-single-framed-painting.jpg");
    await expect(frame.getByRole("status")).toHaveText("Drag the corners to fit the picture to your wall, or drag it to move it.", { timeout: 60_000 });
    const loaded = () => view.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && !img.src.startsWith("data:"));
    await expect(view).toHaveAttribute("src", /\/api\/embed\/[\w-]{22}\/walls\/[\w-]{22}\/preview\?.*size=40x50cm&frame=black&quad=(-?[\d.]+,){7}-?[\d.]+$/, { timeout: 30_000 });
    await expect.poll(loaded, { timeout: 30_000 }).toBe(true);
    await expect(view).toHaveAttribute("alt", /black, 40 × 50 cm, in your wall$/);
    await expect(frame.getByRole("button", { name: "Use a photo of your wall" })).toHaveAttribute("aria-pressed", "true");
    await snapshot(shopper, "widget-own-wall");

    await expect(frame.locator("svg.corners circle")).toHaveCount(4);

    /** The print's corners in the preview's URL (the photo's pixels) and on the screen. */
    const quadOf = async () => /&quad=([\d.,-]+)$/.exec((await view.getAttribute("src"))!)![1]!.split(",").map(Number);
    const onScreen = async (corner: number) => {
      const [q, box, width] = [await quadOf(), (await frame.locator("#stage").boundingBox())!, await view.evaluate((img: HTMLImageElement) => img.naturalWidth)];
      const k = box.width / width;
      return { x: box.x + q[2 * corner]! * k, y: box.y + q[2 * corner + 1]! * k, k };
    };
    const dragBy = async (from: { x: number; y: number }, dx: number, dy: number) => {
      await shopper.mouse.move(from.x, from.y);
      await shopper.mouse.down();
      await shopper.mouse.move(from.x + dx, from.y + dy, { steps: 6 });
      await shopper.mouse.up();
    };
    const settled = async () => {
      await expect(frame.locator("#stage")).toHaveAttribute("aria-busy", "false", { timeout: 30_000 });
      await expect.poll(loaded, { timeout: 30_000 }).toBe(true);
    };

    // The top-right corner dragged 30 px right and 20 px down: only that corner moves, in the preview's URL.
    const before = await quadOf();
    const tr = await onScreen(1);
    await dragBy(tr, 30, 20);
    await expect.poll(quadOf, { timeout: 30_000 }).not.toEqual(before);
    const cornered = await quadOf();
    expect(cornered[2]! - before[2]!).toBeCloseTo(30 / tr.k, 0);
    expect(cornered[3]! - before[3]!).toBeCloseTo(20 / tr.k, 0);
    expect([cornered[0], cornered[1], cornered[4], cornered[5], cornered[6], cornered[7]]).toEqual([before[0], before[1], before[4], before[5], before[6], before[7]]);
    await settled();
    await snapshot(shopper, "widget-corners");

    // A drag inside the picture moves all four corners together.
    const middle = { x: ((await onScreen(0)).x + (await onScreen(2)).x) / 2, y: ((await onScreen(0)).y + (await onScreen(2)).y) / 2 };
    await dragBy(middle, -25, 15);
    await expect.poll(quadOf, { timeout: 30_000 }).not.toEqual(cornered);
    const moved = await quadOf();
    for (let i = 0; i < 8; i += 2) expect(moved[i]! - cornered[i]!).toBeCloseTo(moved[0]! - cornered[0]!, 0);
    expect(moved[0]! - cornered[0]!).toBeLessThan(0);
    await settled();

    // A larger size in the same place: the quad grows about its centre by 60 / 40.
    await frame.getByRole("button", { name: "60 × 75 cm" }).click();
    await expect(view).toHaveAttribute("src", /\/walls\/.*size=60x75cm&frame=black&quad=/, { timeout: 30_000 });
    const larger = await quadOf();
    const across = (q: number[]) => Math.hypot(q[2]! - q[0]!, q[3]! - q[1]!) + Math.hypot(q[4]! - q[6]!, q[5]! - q[7]!);
    expect(across(larger) / across(moved)).toBeGreaterThan(1.3);
    await frame.getByRole("button", { name: "Oak" }).click();
    await expect(view).toHaveAttribute("src", /\/walls\/.*size=60x75cm&frame=oak&quad=/, { timeout: 30_000 });
    await settled();
    await snapshot(shopper, "widget-own-wall");
    await shopper.setViewportSize({ width: 390, height: 844 });
    await shopper.waitForTimeout(500);
    await snapshot(shopper, "widget-own-wall");

    // The widget's owner sees the upload counted.
    const counted = (await (await page.request.get(`/api/widgets/${widget.id}`)).json()) as { days: Array<{ uploads: number }> };
    expect(counted.days.at(-1)?.uploads).toBe(1);
  } finally {
    await new Promise((resolve) => shop.close(resolve));
  }
});

test("View in your room in the widget: model-viewer loads only when opened and shows the chosen size and frame's GLB", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { widget, shop } = await shopWithWidget(page);
  try {
    const { shopper, frame } = await visitShop(browser);
    const scripts = () => frame.locator(`script[src="${MODEL_VIEWER_SCRIPT}"]`).count();
    expect(await scripts()).toBe(0);
    await frame.getByRole("button", { name: "Oak" }).click();
    const glb = shopper.waitForResponse((r) => r.url().includes(`/api/embed/${widget.id}/model.glb?`));
    await frame.getByRole("button", { name: "View in your room" }).click();
    const viewer = frame.locator("model-viewer");
    await expect(viewer).toHaveAttribute("src", new RegExp(`^/api/embed/${widget.id}/model\\.glb\\?artwork=[\\w-]+&size=40x50cm&frame=oak$`));
    await expect(viewer).toHaveAttribute("ios-src", /\/model\.usdz\?.*size=40x50cm&frame=oak$/);
    expect(await scripts()).toBe(1);
    const answer = await glb;
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("model/gltf-binary");
    // The element upgraded (its script ran under the page's CSP) and drew the model.
    await expect.poll(() => viewer.evaluate((v) => (v as HTMLElement & { loaded?: boolean }).loaded === true), { timeout: 60_000 }).toBe(true);
    await expect(frame.locator("#stage")).toBeHidden();

    // Another size while the 3D view is open: its model follows.
    await frame.getByRole("button", { name: "60 × 75 cm" }).click();
    await expect(viewer).toHaveAttribute("src", /size=60x75cm&frame=oak$/);
    await expect.poll(() => viewer.evaluate((v) => (v as HTMLElement & { loaded?: boolean }).loaded === true), { timeout: 60_000 }).toBe(true);
    await snapshot(shopper, "widget-ar");
    await shopper.setViewportSize({ width: 390, height: 844 });
    await shopper.waitForTimeout(800);
    await snapshot(shopper, "widget-ar");

    await frame.getByRole("button", { name: "Back to the picture" }).click();
    await expect(frame.locator("#stage")).toBeVisible();
    await expect(viewer).toBeHidden();
  } finally {
    await new Promise((resolve) => shop.close(resolve));
  }
});

test("under Fast 3G (562.5 ms, 1.6 Mbps down, 750 kbps up) the widget's page shows its first room with the HTML", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const artworkId = await premiumWithArtwork(page);
  await catalogueReady(page.request);
  const widget = await widgetFor(page, artworkId, [SHOP]);
  // Warm the server's render cache as a shop's earlier visitors would have.
  expect((await page.request.get(`/embed/${widget.id}`)).status()).toBe(200);
  const shopper = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const cdp = await shopper.context().newCDPSession(shopper);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 562.5, downloadThroughput: (1.6e6 / 8) | 0, uploadThroughput: (750e3 / 8) | 0 });
  await shopper.goto(`/embed/${widget.id}`, { waitUntil: "commit" });
  await expect(shopper.locator("#view")).toBeVisible({ timeout: 30_000 });
  // When the browser painted the room: the largest contentful paint whose element is the room's picture.
  const ms = await shopper.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const paint = list.getEntries().find((e) => (e as PerformanceEntry & { element?: Element }).element?.id === "view");
          if (paint) resolve(paint.startTime);
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  const scripts = await shopper.evaluate(() =>
    performance.getEntriesByType("resource").filter((e) => (e as PerformanceResourceTiming).initiatorType === "script").reduce((n, e) => n + (e as PerformanceResourceTiming).encodedBodySize, 0),
  );
  console.log(`widget first room under Fast 3G: ${Math.round(ms)} ms after navigation start; script ${scripts} B`);
  // The room comes inside the HTML (no second round trip of 562.5 ms for it); the time against the
  // 1 s target is measured in `npm run bench -- widget`, on a quieter machine than a test run's.
  await expect(shopper.locator("#view")).toHaveAttribute("src", /^data:image\/jpeg;base64,/);
  expect(ms).toBeLessThan(3000);
  expect(scripts).toBeLessThan(150 * 1024);
});

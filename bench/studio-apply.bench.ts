import { chromium, expect } from "@playwright/test";
import sharp from "sharp";
import { FRAMED_STARTERS, generateStarterTemplate } from "../server/src/starter-catalogue";
import { naiveRender } from "./engine.bench";
import { lastOutboxLink, sessionFetch, startBenchServer } from "./lib/bench-server";
import type { BenchRow, BenchSuite } from "./lib/print-table";

/** The scenario: 48 templates, one 6000×4000 JPEG. */
const TEMPLATE_COUNT = 48;
const ART = { width: 6000, height: 4000 };
/**
 * Timed applies, each in a fresh browser; figures are their medians. One apply in four or five
 * (two of five in the worst run seen) shows its first preview late (~200-290 ms; the answer is in
 * after ~25 ms, the page has no long task, but its frames come 50-250 ms apart): five runs keep one such run from deciding the median.
 */
const RUNS = 5;
const ADMIN = "bench-admin@example.com";
const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
  "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** A photo-like artwork: smooth gradients plus noise, so it costs what a real JPEG costs to decode. */
async function makeArtwork(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ART.width}" height="${ART.height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#c4522b"/><stop offset=".5" stop-color="#e9c46a"/><stop offset="1" stop-color="#264653"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="3000" cy="2000" r="1400" fill="#f4f1de" opacity=".5"/></svg>`;
  const noise = await sharp({ create: { width: ART.width, height: ART.height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 24 } } }).png().toBuffer();
  return sharp(Buffer.from(svg)).composite([{ input: noise, blend: "overlay" }]).jpeg({ quality: 90 }).toBuffer();
}

async function seedTemplates(base: string, dataDir: string, pngs: Buffer[]) {
  const api = sessionFetch(base);
  const password = "bench-password-1";
  await api("/api/auth/register", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ firstName: "Bench", lastName: "Admin", email: ADMIN, password, passwordConfirm: password, subscriptionTier: "free" }),
  });
  // Admin rights need a verified address: follow the link of the registration e-mail.
  const token = new URL(lastOutboxLink(dataDir)).searchParams.get("token");
  await api("/api/auth/verify-email", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ token }) });
  for (let i = 0; i < TEMPLATE_COUNT; i++) {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(pngs[i % pngs.length]!)], { type: "image/png" }), "t.png");
    const { imageUrl } = (await (await api("/api/templates/upload", { method: "POST", body: form })).json()) as { imageUrl: string };
    await api("/api/templates", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ name: `Mockup #${i + 1}`, imageUrl }) });
  }
}

/** Page functions are serialised, so they cannot call helpers: each inlines the same cast. */
const allShown = (n: number) => {
  const d = (globalThis as unknown as { document: PageDoc }).document;
  return d.querySelectorAll('img[alt^="Your artwork in"]').length >= n && !d.querySelector('article[aria-busy="true"]') ? performance.now() : 0;
};

/**
 * One upload and apply in a fresh browser context (no cached previews): file chosen → `Detected`
 * shown, click → first and last preview shown, then the same apply again (artwork and fit
 * unchanged: answered from caches).
 */
async function timeApply(base: string, artworkFile: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await page.goto(`${base}/app`);
    await page.locator("article").nth(TEMPLATE_COUNT - 1).waitFor();
    const chosen = await page.evaluate(() => performance.now());
    await page.getByLabel("Upload artwork", { exact: true }).setInputFiles(artworkFile);
    const detected = await page.waitForFunction(
      () => ((globalThis as unknown as { document: PageDoc }).document.querySelector('[data-testid="detected-ratio"]') ? performance.now() : 0),
      null,
      { polling: "raf", timeout: 60_000 },
    );
    const upload = (await detected.jsonValue()) - chosen;
    // Apply to every template, not only the auto-selected best matches.
    const clear = page.getByRole("button", { name: "Clear Filters" });
    if (await clear.isVisible()) await clear.click();
    const apply = page.getByRole("button", { name: "Apply to All Mockups" });
    await expect(apply).toBeEnabled({ timeout: 60_000 });
    // From the click event itself (its timeStamp is on the performance.now() clock), not from
    // before Playwright's actionability checks and round trips.
    const watchClick = () =>
      page.evaluate(() => {
        const g = globalThis as unknown as { clickedAt?: number; document: { addEventListener(t: string, f: (e: { timeStamp: number }) => void, o: object): void } };
        g.document.addEventListener("click", (e) => (g.clickedAt = e.timeStamp), { capture: true, once: true });
      });
    const clickedAt = () => page.evaluate(() => (globalThis as unknown as { clickedAt: number }).clickedAt);
    await watchClick();
    await apply.click();
    const started = await clickedAt();
    const first = await page.waitForFunction(
      () => ((globalThis as unknown as { document: PageDoc }).document.querySelector('img[alt^="Your artwork in"]') ? performance.now() : 0),
      null,
      { polling: "raf", timeout: 60_000 },
    );
    const last = await page.waitForFunction(allShown, TEMPLATE_COUNT, { polling: "raf", timeout: 120_000 });
    const result = { upload, first: (await first.jsonValue()) - started, last: (await last.jsonValue()) - started };
    // Apply again: the click marks every card busy at once (a discrete event renders synchronously).
    await expect(apply).toBeEnabled();
    await watchClick();
    await apply.click();
    const again = await clickedAt();
    const repeated = await page.waitForFunction(allShown, TEMPLATE_COUNT, { polling: "raf", timeout: 120_000 });
    return { ...result, second: (await repeated.jsonValue()) - again };
  } finally {
    await browser.close();
  }
}

/** The little of the DOM the page functions below use (they run in the browser; the bench is typed for Node). */
type PageDoc = { querySelector(s: string): unknown; querySelectorAll(s: string): { length: number } };
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

export const studioApplyBench: BenchSuite = {
  name: `studio apply in a real browser (${TEMPLATE_COUNT} templates, ${ART.width}×${ART.height} JPEG)`,
  async run(): Promise<BenchRow[]> {
    const pngs: Buffer[] = [];
    // The rooms with framed windows (they come first): the naive method and the admin upload need a window.
    for (let i = 0; i < Math.min(FRAMED_STARTERS.length, TEMPLATE_COUNT); i++) pngs.push((await generateStarterTemplate(i)).png);
    const artwork = await makeArtwork();
    const artworkFile = `${process.env.TMPDIR ?? "/tmp"}/bench-artwork-${process.pid}.jpg`;
    await sharp(artwork).toFile(artworkFile);

    const server = await startBenchServer({ STARTER_CATALOGUE: "off", ADMIN_EMAILS: ADMIN });
    const runs: { upload: number; first: number; last: number; second: number }[] = [];
    try {
      await seedTemplates(server.url, server.dataDir, pngs);
      await timeApply(server.url, artworkFile); // warm-up: server caches, browser start
      for (let i = 0; i < RUNS; i++) runs.push(await timeApply(server.url, artworkFile));
    } finally {
      await server.stop();
    }

    // The spec's method on the same inputs: per template a full-size composite and PNG encode, then a thumbnail.
    const naiveStart = performance.now();
    for (let i = 0; i < TEMPLATE_COUNT; i++) await naiveRender(pngs[i % pngs.length]!, artwork);
    const naive = performance.now() - naiveStart;

    const last = median(runs.map((r) => r.last));
    const all = (key: keyof (typeof runs)[number]) => `runs ${runs.map((r) => r[key].toFixed(0)).join(", ")} ms`;
    return [
      { name: "artwork upload → `Detected` shown", ms: median(runs.map((r) => r.upload)), target: { ms: 1000 }, note: all("upload") },
      { name: "click → first preview visible", ms: median(runs.map((r) => r.first)), versus: { name: "naive, one template", ms: naive / TEMPLATE_COUNT }, target: { ms: 150 }, note: all("first") },
      { name: "click → last preview visible", ms: last, versus: { name: "naive, sequential", ms: naive }, target: { ms: 700 }, note: all("last") },
      { name: "… versus the spec's naive method", ms: last, versus: { name: "naive, sequential", ms: naive }, target: { faster: 30 } },
      { name: "second apply, same artwork and fit", ms: median(runs.map((r) => r.second)), versus: { name: "first apply", ms: last }, target: { ms: 150 }, note: all("second") },
    ];
  },
};

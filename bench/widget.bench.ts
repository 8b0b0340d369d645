import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { startBenchServer, waitForCatalogue } from "./lib/bench-server";
import type { BenchRow, BenchSuite } from "./lib/print-table";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Chrome DevTools' "Fast 3G", as issue 31 gives it: 562.5 ms latency, 1.6 Mbps down, 750 kbps up. */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: Math.floor(1.6e6 / 8), uploadThroughput: Math.floor(750e3 / 8) };
const RUNS = 5;
/** Issue 31: a room within 1 s on Fast 3G; at most 150 kB of script (gzipped) for the first paint. */
const TARGETS = { firstRoomMs: 1000, scriptKb: 150 };

/** In the page (a string: the server's tsconfig has no DOM types): when the room's picture was painted, its largest contentful paint. */
const FIRST_ROOM_PAINT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const paint = list.getEntries().find((e) => e.element && e.element.id === "view");
    if (paint) resolve(paint.startTime);
  }).observe({ type: "largest-contentful-paint", buffered: true });
})`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** A premium account (development payments) with one artwork and a widget for it; the widget's id. */
async function makeWidget(url: string): Promise<string> {
  const password = "bench-password-1";
  const json = { "content-type": "application/json" };
  const reg = await fetch(`${url}/api/auth/register`, { method: "POST", headers: json, body: JSON.stringify({ firstName: "Bench", lastName: "Widget", email: "widget-bench@example.com", password, passwordConfirm: password, subscriptionTier: "free" }) });
  const user = (await reg.json()) as { id: number };
  const cookie = reg.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const premium = await fetch(`${url}/api/subscription/activate-dev-premium`, { method: "POST", headers: { ...json, cookie }, body: JSON.stringify({ userId: user.id }) });
  if (!premium.ok) throw new Error(`premium answered ${premium.status}`);
  const form = new FormData();
  const art = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: { r: 180, g: 70, b: 40 } } }).jpeg().toBuffer();
  form.append("image", new Blob([new Uint8Array(art)], { type: "image/jpeg" }), "art.jpg");
  const upload = (await (await fetch(`${url}/api/artworks`, { method: "POST", headers: { cookie }, body: form })).json()) as { id: string };
  const widget = await fetch(`${url}/api/widgets`, { method: "POST", headers: { ...json, cookie }, body: JSON.stringify({ artworkIds: [upload.id], domains: ["shop.example.com"] }) });
  if (widget.status !== 201) throw new Error(`widget answered ${widget.status}: ${await widget.text()}`);
  return ((await widget.json()) as { id: string }).id;
}

/**
 * `npm run bench -- widget`: the shop widget's page in Chromium under Fast 3G (a fresh browser
 * context each run, the server's render cache warm as after a shop's first visitor): when the
 * first room is painted (its largest contentful paint), and the script the page loads, gzipped.
 */
export const widgetBench: BenchSuite = {
  name: "shop widget on Fast 3G",
  async run() {
    const server = await startBenchServer({ DEV_PAYMENTS: "on", STARTER_CATALOGUE: "small" });
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
    try {
      await waitForCatalogue(server.url);
      const page = `${server.url}/embed/${await makeWidget(server.url)}`;
      await fetch(page);
      const paints: number[] = [];
      let scriptBytes = 0;
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", FAST_3G);
        const scripts: string[] = [];
        tab.on("response", (r) => void (r.request().resourceType() === "script" && scripts.push(r.url())));
        await tab.goto(page, { waitUntil: "load" });
        paints.push(await tab.evaluate<number>(FIRST_ROOM_PAINT));
        const bodies = await Promise.all(scripts.map(async (u) => Buffer.from(await (await fetch(u)).arrayBuffer())));
        scriptBytes = bodies.reduce((n, b) => n + gzipSync(b).byteLength, 0);
        await context.close();
      }
      const rows: BenchRow[] = [
        { name: "first room painted (median, navigation start → paint)", value: median(paints), unit: "ms", target: { max: TARGETS.firstRoomMs }, note: `runs ${paints.map((p) => Math.round(p)).join(", ")} ms` },
        { name: "script for the first paint, gzipped", value: Math.round((scriptBytes / 1024) * 10) / 10, unit: "", target: { max: TARGETS.scriptKb }, note: "kB" },
      ];
      return rows;
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

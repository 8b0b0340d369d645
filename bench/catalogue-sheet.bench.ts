import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import type { Template } from "../shared/templates";
import { writeRoomVariants } from "../server/src/image/fixtures/rendered-room-variants";
import { startBenchServer, waitForCatalogue } from "./lib/bench-server";
import type { BenchSuite } from "./lib/print-table";

const COMMITTED = "catalogue/rendered";
const OUT_DIR = ".tmp/catalogue-sheet";

/** The committed renders when there are any; else the fixture room under several ids (a temp dir, removed after). */
function roomsDir(): { dir: string; temporary: boolean } {
  if (process.env.CATALOGUE_SHEET_ROOMS) return { dir: path.resolve(process.env.CATALOGUE_SHEET_ROOMS), temporary: false };
  const committed = existsSync(COMMITTED) && readdirSync(COMMITTED, { recursive: true }).some((f) => String(f).endsWith("room.json"));
  return committed ? { dir: path.resolve(COMMITTED), temporary: false } : { dir: writeRoomVariants(), temporary: true };
}

/**
 * Issue 27's look test: /dev/catalogue-sheet (every rendered room, the same flat grey artwork, full
 * size for a Premium viewer) photographed whole into .tmp/catalogue-sheet/; prints the file's path.
 */
export const catalogueSheetBench: BenchSuite = {
  name: "catalogue sheet",
  async run() {
    const rooms = roomsDir();
    const server = await startBenchServer({ RENDERED_ROOMS_DIR: rooms.dir, STARTER_CATALOGUE: "small", DEV_PAYMENTS: "on" });
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const { url } = server;
      // Every room on the sheet: the rooms are installed one by one after the server starts.
      await waitForCatalogue(url);
      const password = "bench-password-1";
      const data = { firstName: "Sheet", lastName: "Reviewer", email: "sheet@example.com", password, passwordConfirm: password, subscriptionTier: "free" };
      const registered = await context.request.post(`${url}/api/auth/register`, { headers: { origin: url }, data });
      const { id: userId } = (await registered.json()) as { id: number };
      // Premium: full-size exports, not counted.
      const premium = await context.request.post(`${url}/api/subscription/activate-dev-premium`, { headers: { origin: url }, data: { userId } });
      if (!premium.ok()) throw new Error(`activate-dev-premium: ${premium.status()} ${await premium.text()}`);
      const list = (await (await context.request.get(`${url}/api/templates`)).json()) as Template[];
      const count = list.filter((t) => t.origin === "rendered").length;

      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`${url}/dev/catalogue-sheet`);
      const images = page.locator("img[data-sheet-room]");
      await images.nth(Math.max(count - 1, 0)).waitFor({ timeout: 120_000 });
      // Runs in the page (a string: the bench is typed for Node): every room's picture decoded.
      await page.waitForFunction(`[...document.querySelectorAll("img[data-sheet-room]")].every((i) => i.complete && i.naturalWidth > 0)`, null, { timeout: 300_000 });
      const ms = performance.now() - started;
      mkdirSync(OUT_DIR, { recursive: true });
      const file = path.resolve(OUT_DIR, `catalogue-sheet-${new Date().toISOString().replace(/[:.]/g, "-")}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(`Catalogue sheet: ${file}`);
      return [
        { name: "rendered rooms on the sheet", value: await images.count(), unit: "", note: rooms.temporary ? "fixture room under several ids" : rooms.dir },
        { name: "sheet shown in full (full-size exports)", ms, note: file },
      ];
    } finally {
      await browser.close();
      await server.stop();
      if (rooms.temporary) rmSync(rooms.dir, { recursive: true, force: true });
    }
  },
};

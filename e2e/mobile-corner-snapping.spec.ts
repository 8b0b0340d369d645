import { expect, test } from "@playwright/test";
import { cornerPoint, openRoomEditor, realPhoto } from "./corner-photo";
import { snapshot } from "./screenshots";
import { touch } from "./touch";

// Runs in the "mobile" project: a 390 × 844 phone with touch (playwright.config.ts).

test("on a phone, after a two-finger zoom a finger still drags a corner, and it snaps to the frame's edge", async ({ page }) => {
  test.setTimeout(90_000);
  const editor = await openRoomEditor(page);
  const canvas = editor.getByTestId("room-editor-canvas");
  const corner = editor.getByRole("slider", { name: "Top-left corner" });
  const before = await cornerPoint(corner);
  await corner.hover();
  await page.waitForTimeout(500);
  const cdp = await page.context().newCDPSession(page);
  const finger = touch(cdp);

  // Two fingers spread about the top-left corner: the photo zooms in about them, no corner moves.
  const box = (await corner.boundingBox())!;
  const mid: [number, number] = [box.x + box.width / 2 + 20, box.y + box.height / 2 + 20];
  await finger.spread(mid, 50, 150);
  const zoom = Number(await canvas.getAttribute("data-zoom"));
  expect(zoom).toBeGreaterThan(2.5);
  expect(await cornerPoint(corner)).toEqual(before);

  // One finger drags the corner to 6 photo px inside the picture's left edge (x = 300), below its
  // top: the corner lands on the edge, where the finger put it along it.
  const fit = (await canvas.evaluate((el) => el.clientWidth)) / 800;
  const s = fit * zoom;
  const start = (await corner.boundingBox())!;
  const from: [number, number] = [start.x + start.width / 2, start.y + start.height / 2];
  const to: [number, number] = [from[0] + 6 * s, from[1] + 30 * s];
  await finger.start(from);
  await finger.move([from], [to], 8);
  await expect(corner).toHaveAttribute("data-snapped", "edge");
  await snapshot(page, "corner-editor-snapped-touch", { fullPage: false });
  await finger.end();
  const [x, y] = await cornerPoint(corner);
  expect(Math.abs(x - 300)).toBeLessThan(1.5);
  expect(Math.abs(y - (before[1] + 30))).toBeLessThan(2);
});

test("on a phone, on a real photo: a corner put roughly, a two-finger zoom, then dragged near the mat opening's corner lands on it", async ({ page }) => {
  test.setTimeout(90_000);
  const { photo, quad } = await realPhoto("27-bedroom-matted-print.jpg");
  const editor = await openRoomEditor(page, photo);
  const canvas = editor.getByTestId("room-editor-canvas");
  const corner = editor.getByRole("slider", { name: "Bottom-right corner" });
  await corner.hover();
  await page.waitForTimeout(1000);
  // The page stays as wide as the phone (a long room name once widened it, and the browser zoomed).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const finger = touch(await page.context().newCDPSession(page));
  const inner = await canvas.evaluate((el) => ({ width: el.clientWidth }));
  const fit = inner.width / 2048;
  const [tx, ty] = quad[2]!;
  /** Drags the corner by a finger from where it is shown to where photo point `target` is shown, at `s` screen px per photo px. */
  const dragTo = async (target: [number, number], s: number) => {
    const box = (await corner.boundingBox())!;
    const from: [number, number] = [box.x + box.width / 2, box.y + box.height / 2];
    const [cx, cy] = await cornerPoint(corner);
    await finger.start(from);
    await finger.move([from], [[from[0] + (target[0] - cx) * s, from[1] + (target[1] - cy) * s]], 10);
  };

  // Wherever detection put it, the corner is first brought roughly over the print's corner, with
  // Snap off (a phone has no Alt key): it goes exactly where the finger put it.
  const snap = editor.getByRole("button", { name: "Snap" });
  await snap.tap();
  await expect(snap).toHaveAttribute("aria-pressed", "false");
  await dragTo([tx - 40, ty - 30], fit);
  await finger.end();
  const [rx, ry] = await cornerPoint(corner);
  expect(Math.abs(rx - (tx - 40))).toBeLessThan(12);
  expect(Math.abs(ry - (ty - 30))).toBeLessThan(12);
  await snap.tap();
  await expect(snap).toHaveAttribute("aria-pressed", "true");

  // Two fingers spread over it (both on the photo): about 2.5× there, the corner still in sight.
  const box = (await corner.boundingBox())!;
  const frame = (await canvas.boundingBox())!;
  const midX = Math.min(frame.x + frame.width - 55, Math.max(frame.x + 55, box.x + box.width / 2));
  await finger.spread([midX, box.y + box.height / 2], 40, 100);
  const zoom = Number(await canvas.getAttribute("data-zoom"));
  expect(zoom).toBeGreaterThan(2);

  // Now dropped 8, 6 photo px off the marked corner: it lands on it.
  await dragTo([tx + 8, ty + 6], fit * zoom);
  await expect(corner).toHaveAttribute("data-snapped", /corner|edge/);
  await snapshot(page, "corner-editor-real-photo", { fullPage: false });
  await finger.end();
  const [x, y] = await cornerPoint(corner);
  expect(Math.hypot(x - tx, y - ty)).toBeLessThan(0.003 * Math.hypot(2048, 1536));
});

import { expect, test } from "@playwright/test";
import { cornerPoint, openRoomEditor } from "./corner-photo";
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
  await finger.start([mid[0] - 25, mid[1]], [mid[0] + 25, mid[1]]);
  await finger.move(
    [
      [mid[0] - 25, mid[1]],
      [mid[0] + 25, mid[1]],
    ],
    [
      [mid[0] - 75, mid[1]],
      [mid[0] + 75, mid[1]],
    ],
  );
  await finger.end();
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

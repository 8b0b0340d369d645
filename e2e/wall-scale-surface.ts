import type { Locator, Page } from "@playwright/test";

/** Maps image pixels to screen points over the wall-scale editor's surface, for drags and clicks. */
export async function onImage(surface: Locator, natural: { width: number; height: number }) {
  await surface.scrollIntoViewIfNeeded();
  const box = await surface.boundingBox();
  if (!box) throw new Error("The wall scale surface is not visible");
  return ([x, y]: [number, number]): [number, number] => [box.x + (x / natural.width) * box.width, box.y + (y / natural.height) * box.height];
}

export async function dragLine(page: Page, at: (p: [number, number]) => [number, number], from: [number, number], to: [number, number]) {
  await page.mouse.move(...at(from));
  await page.mouse.down();
  await page.mouse.move(...at([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]));
  await page.mouse.move(...at(to));
  await page.mouse.up();
}

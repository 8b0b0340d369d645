import { readFile } from "node:fs/promises";
import { type Locator, type Page, expect } from "@playwright/test";
import sharp from "sharp";
import type { Room } from "../shared/rooms";
import { expectToast, registerUser } from "./fixtures";
import { wallPhoto } from "./wall-photo";

/** The signed-in user's rooms, as the API has them. */
export const listRooms = async (page: Page) => (await (await page.request.get("/api/rooms")).json()) as Room[];

/** A corner handle's point in photo pixels, as the editor reports it. */
export const cornerPoint = async (corner: Locator): Promise<[number, number]> => [Number(await corner.getAttribute("data-x")), Number(await corner.getAttribute("data-y"))];

/** A photo point's place on the page (the editor's frame drawn at `data-zoom` 1, no pan). */
export async function pagePoint(canvas: Locator, photoWidth: number, [x, y]: [number, number]): Promise<[number, number]> {
  const box = (await canvas.boundingBox())!;
  const inner = await canvas.evaluate((el) => ({ width: el.clientWidth, left: el.clientLeft, top: el.clientTop }));
  const s = inner.width / photoWidth;
  return [box.x + inner.left + x * s, box.y + inner.top + y * s];
}

/**
 * A new user with an artwork uploads a room photo (the wall photo by default: a dark frame
 * 280–520 × 100–380 around a light picture 300–500 × 120–360); its corner editor opens.
 */
export async function openRoomEditor(page: Page, photo?: { name: string; mimeType: string; buffer: Buffer }) {
  await registerUser(page);
  await page.goto("/app");
  const art = await sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 40, g: 110, b: 200 } } }).png().toBuffer();
  await page.getByLabel("Upload artwork").setInputFiles({ name: "artwork.png", mimeType: "image/png", buffer: art });
  await expectToast(page, "Image uploaded");
  const file = photo ?? (await wallPhoto());
  await page.getByTestId("room-upload-input").setInputFiles(file);
  const editor = page.getByRole("dialog", { name: `Place the frame in ${file.name.replace(/\.[a-z]+$/, "")}` });
  // The upload is analysed first (frames looked for): a large salon photo takes seconds on a busy machine.
  await expect(editor).toBeVisible({ timeout: 30_000 });
  return editor;
}

/** A real photograph from the benchmark (bench/real-photos) and its hand-marked quad. */
export async function realPhoto(file: string) {
  const truths = JSON.parse(await readFile("bench/real-photos/truth.json", "utf8")) as { file: string; quad: [number, number][] | null }[];
  const quad = truths.find((t) => t.file === file)?.quad;
  if (!quad) throw new Error(`${file}: no marked quad`);
  return { photo: { name: file, mimeType: "image/jpeg", buffer: await readFile(`bench/real-photos/${file}`) }, quad };
}

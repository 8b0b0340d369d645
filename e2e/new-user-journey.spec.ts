import { type Locator, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import type { Template } from "../shared/templates";
import { catalogueReady, expectToast, fillRegisterForm, mainNav, newUser, shownImageBytes, watchFailures } from "./fixtures";
import { pieceHeight, pieceWidth } from "./measure-piece";
import { snapshot } from "./screenshots";
import { touch } from "./touch";
import { wallPhoto } from "./wall-photo";

// Issue 25, "done when": one new user's first ten minutes, end to end, in one browser session.

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  await catalogueReady(request);
});

const FREE_LIMIT = 25;
const point = async (corner: Locator) => [Number(await corner.getAttribute("data-x")), Number(await corner.getAttribute("data-y"))];
const templateCards = (page: Page) => page.getByRole("list", { name: "Templates" }).getByRole("article");

/** Signs up through the form, as a visitor would. */
async function signUp(page: Page) {
  const user = newUser();
  await page.goto("/register");
  await fillRegisterForm(page, user);
  await page.getByRole("tabpanel").getByRole("button", { name: "Create Account" }).click();
  await expect(mainNav(page).getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 20_000 });
}

/** Width ÷ height of the black-framed piece on a bare wall's preview, and its width in centimetres. */
async function hungPiece(card: Locator, wall: Template) {
  const png = await shownImageBytes(card.getByRole("img"));
  const k = (await sharp(png).metadata()).width / wall.width!;
  const [ax, ay] = wall.anchor!;
  const reach = 60 * wall.pxPerCm! * k;
  const width = await pieceWidth(png, ax * k, ay * k, reach);
  const height = await pieceHeight(png, ax * k, ay * k, reach);
  return { ratio: width / height, widthCm: width / (wall.pxPerCm! * k) };
}

test("a new user: sign-up, a landscape artwork on a bare wall, a reload, a ZIP of everything, the phone corner editor, and the finished pages", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const failures = watchFailures(page);
  const templates = (await (await page.request.get("/api/templates")).json()) as Template[];
  // Mockup #38: a bedroom wall dressed with a 50 × 70 cm portrait.
  const wall = templates.find((t) => t.pxPerCm !== null && t.name.startsWith("Mockup #38"));
  if (!wall?.pxPerCm || !wall.anchor || !wall.width) throw new Error("No portrait bare wall in the catalogue");
  // More templates than a free plan's downloads: a ZIP of all of them is refused.
  expect(templates.length).toBeGreaterThan(FREE_LIMIT);

  await signUp(page);
  await mainNav(page).getByRole("link", { name: "Create Mockups" }).click();
  await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible({ timeout: 20_000 });

  // A pale 3:2 landscape artwork, so only the black moulding reads dark on the wall.
  const art = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: { r: 244, g: 226, b: 170 } } }).png().toBuffer();
  await page.getByLabel("Upload artwork").setInputFiles({ name: "pale-wide.png", mimeType: "image/png", buffer: art });
  await expectToast(page, "Image uploaded");
  await expect(page.getByTestId("detected-ratio")).toHaveText("3x2");
  // Landscape sizes only, its own proportions first.
  const sizes = page.getByLabel("Print size");
  const own = await sizes.locator(`optgroup[label="Your art's proportions"] option`).evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(own.length).toBeGreaterThan(0);
  for (const size of await sizes.locator("optgroup option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))) {
    const [w, h] = size.replace(/cm|in/, "").split("x").map(Number);
    expect(w!, size).toBeGreaterThanOrEqual(h!);
  }
  for (const size of own) {
    const [w, h] = size.replace(/cm|in/, "").split("x").map(Number);
    expect(w! / h!, size).toBeCloseTo(1.5, 2);
  }

  await page.getByLabel("Frame", { exact: true }).selectOption("black");
  await page.getByRole("button", { name: "Apply to All Mockups" }).click();
  await expectToast(page, "Success!");
  const card = page.getByRole("article", { name: "Mockup #38" });
  await expect(card.getByRole("img")).toHaveAttribute("data-preview", /frame=black/, { timeout: 20_000 });
  // Hung at its own proportions (a 3:2 print in a 2.5 cm moulding reads 65 × 45 cm), not stretched to the wall's portrait.
  const hung = await hungPiece(card, wall);
  expect(Math.abs(hung.ratio / (65 / 45) - 1)).toBeLessThan(0.06);
  await card.scrollIntoViewIfNeeded();
  await snapshot(page, "journey-bare-wall", { fullPage: false });

  // A reload keeps every choice, and renders the same previews again.
  const address = page.url();
  await page.reload();
  await expect(page.getByTestId("detected-ratio")).toHaveText("3x2", { timeout: 20_000 });
  expect(page.url()).toBe(address);
  await expect(page.getByText("1500 × 1000 px · pale-wide.png")).toBeVisible();
  await expect(page.getByLabel("Frame", { exact: true })).toHaveValue("black");
  await expect(card.getByRole("img")).toHaveAttribute("data-preview", /frame=black/, { timeout: 20_000 });
  expect(Math.abs((await hungPiece(card, wall)).ratio / hung.ratio - 1)).toBeLessThan(0.02);

  // Every template in one ZIP: the dialog says what the server says.
  await page.getByRole("button", { name: "Clear Filters" }).click();
  await expect(templateCards(page)).toHaveCount(templates.length);
  const allowance = `This ZIP holds ${templates.length} mockups; you have ${FREE_LIMIT} downloads left on the free plan.`;
  await expect(page.getByTestId("zip-allowance")).toContainText(allowance);
  const refused = page.waitForResponse((r) => r.url().endsWith("/api/exports") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Download all (ZIP)" }).click();
  const answer = await refused;
  expect(answer.status()).toBe(403);
  const body = (await answer.json()) as { requested: number; imageCount: number; freeLimit: number };
  expect(body).toMatchObject({ requested: templates.length, imageCount: 0, freeLimit: FREE_LIMIT });
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByText(`This ZIP holds ${body.requested} mockups; you have ${body.freeLimit - body.imageCount} downloads left on the free plan.`)).toBeVisible();
  await snapshot(page, "journey-zip-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Not now" }).click();
  await expect(page).toHaveURL(/\/app/);

  // The same account on a phone: a photo of the user's own wall, its corner dragged by a finger, then undone.
  const phone = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    storageState: await page.context().storageState(),
  });
  const mobile = await phone.newPage();
  const phoneFailures = watchFailures(mobile);
  await mobile.goto("/app");
  await expect(mobile.getByText("1500 × 1000 px · pale-wide.png")).toBeVisible({ timeout: 20_000 });
  await mobile.getByTestId("room-upload-input").setInputFiles(await wallPhoto());
  const editor = mobile.getByRole("dialog", { name: "Place the frame in wall" });
  await expect(editor).toBeVisible();
  const corner = editor.getByRole("slider", { name: "Top-left corner" });
  const before = await point(corner);
  await corner.hover();
  const box = (await corner.boundingBox())!;
  const from: [number, number] = [box.x + box.width / 2 + 6, box.y + box.height / 2 + 4];
  const finger = touch(await phone.newCDPSession(mobile));
  await finger.start(from);
  await finger.move([from], [[from[0] + 36, from[1] + 28]]);
  await expect(editor.getByTestId("room-loupe")).toHaveAttribute("data-pointer-type", "touch");
  await snapshot(mobile, "journey-phone-loupe", { fullPage: false });
  await finger.end();
  expect((await point(corner))[0]).toBeGreaterThan(before[0]! + 20);
  await editor.getByRole("button", { name: "Undo" }).tap();
  expect(await point(corner)).toEqual(before);
  await editor.getByRole("button", { name: "Save Room" }).tap();
  await expectToast(mobile, "Room saved");
  expect(phoneFailures).toEqual([]);
  await phone.close();

  // A mistyped address, then the footer's Terms and Privacy.
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
  await page.getByRole("navigation", { name: "Where to go next" }).getByRole("link", { name: "My Gallery" }).click();
  await expect(page).toHaveURL("/dashboard");
  await page.getByRole("contentinfo").getByRole("link", { name: "Terms" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Service");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy");
  await expect(page.getByRole("table", { name: "How long each kind of data is kept" })).toBeVisible();

  // Nothing failed on the way but the ZIP's refusal, which the dialog explained (the browser logs it too).
  expect(failures.filter((f) => !f.startsWith("403 POST") && !f.includes("status of 403"))).toEqual([]);
});

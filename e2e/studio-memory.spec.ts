import { type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import type { Template } from "../shared/templates";
import { catalogueReady, fillRegisterForm, mainNav, newUser, toasts } from "./fixtures";
import { snapshot } from "./screenshots";

// Issue 25: nothing chosen in the studio is lost — to a reload, the gallery and back, Back, or signing in.

test.beforeAll(async ({ request }) => {
  test.setTimeout(150_000);
  await catalogueReady(request);
});

/** 1200 × 800 (3x2), four coloured quadrants. */
async function artwork() {
  const tile = (r: number, g: number, b: number) => sharp({ create: { width: 600, height: 400, channels: 3, background: { r, g, b } } }).png().toBuffer();
  const buffer = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#ffffff" } })
    .composite([
      { input: await tile(200, 60, 50), left: 0, top: 0 },
      { input: await tile(40, 110, 200), left: 600, top: 0 },
      { input: await tile(240, 190, 40), left: 0, top: 400 },
      { input: await tile(40, 150, 90), left: 600, top: 400 },
    ])
    .png()
    .toBuffer();
  return { name: "quadrants.png", mimeType: "image/png", buffer };
}

const grid = (page: Page) => page.getByRole("list", { name: "Templates" });
const shortName = (t: Template) => t.name.split(" - ")[0]?.trim() ?? t.name;
const capitalised = (value: string) => value.replace(/(^|\s)(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
const historyLength = (page: Page) => page.evaluate(() => window.history.length);

/** What the studio should show after every way back: the same artwork, options, filters and rendered grid. */
async function expectSameStudio(page: Page, shown: Template[], room: string, query: string, { phone = false } = {}) {
  // A new page load (the studio's code, the catalogue): the first wait is longer.
  await expect(page.getByTestId("detected-ratio")).toHaveText("3x2", { timeout: 20_000 });
  await expect(page).toHaveURL(`/app?${query}`);
  await expect(page.getByText("1200 × 800 px · quadrants.png")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Fill - Crop to fill" })).toBeChecked();
  await expect(page.getByLabel("Frame", { exact: true })).toHaveValue("black");
  await expect(page.getByLabel("Mat", { exact: true })).toHaveValue("white");
  await expect(page.getByLabel("Custom print size")).toHaveValue("63x42cm");
  // On a phone the filters fold away, saying how many are on.
  if (phone) await page.getByRole("button", { name: "Show filters (2 active)" }).click();
  await expect(page.getByRole("checkbox", { name: "3x2 (Best Match)" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: capitalised(room), exact: true })).toBeChecked();
  await expect(grid(page).getByRole("listitem")).toHaveCount(shown.length);
  // The grid is rendered again, with the same options, by itself.
  const first = page.getByRole("article", { name: shortName(shown[0]!), exact: true });
  await expect(first.getByRole("button", { name: `Save ${shortName(shown[0]!)}` })).toBeVisible({ timeout: 20_000 });
  await expect(first.getByRole("img")).toHaveAttribute("data-preview", /fit=fill&frame=black&mat=white&size=63x42cm/);
}

type Studio = { shown: Template[]; room: string; query: string };

/**
 * A visitor's studio with something in every kind of choice: an uploaded artwork (its ratio
 * detected), fit, frame, mat, print size, a room filter, and the grid rendered. Every tweak
 * replaces the history entry: Back is not a list of clicks.
 */
async function prepareStudio(page: Page): Promise<Studio> {
  const templates = (await (await page.request.get("/api/templates")).json()) as Template[];
  // A room type some 3x2 template has, so ratio and room together still show something.
  const room = templates.find((t) => t.aspectRatio === "3x2" && t.roomType)!.roomType!;
  const shown = templates.filter((t) => (t.aspectRatio === "3x2" || t.pxPerCm !== null) && t.roomType?.toLowerCase() === room.toLowerCase());
  const query = `ratio=3x2&room=${encodeURIComponent(room.toLowerCase()).replace(/%20/g, "+")}&fit=fill&frame=black&mat=white&size=63x42cm`;

  await page.goto("/app");
  await expect(page).toHaveURL("/app");
  // The first visit loads the studio's code and the whole catalogue.
  await expect(grid(page).getByRole("listitem")).toHaveCount(templates.length, { timeout: 20_000 });
  await page.getByLabel("Upload artwork").setInputFiles(await artwork());
  await expect(page.getByRole("button", { name: "Apply to All Mockups" })).toBeEnabled({ timeout: 20_000 });

  const entries = await historyLength(page);
  await page.getByRole("radio", { name: "Fill - Crop to fill" }).click();
  await page.getByLabel("Frame", { exact: true }).selectOption("black");
  await page.getByLabel("Mat", { exact: true }).selectOption("white");
  // A size of its own (no list offers it): it has to come back as typed.
  await page.getByLabel("Print size").selectOption("custom");
  await page.getByLabel("Custom print size").fill("63x42cm");
  await page.getByLabel("Custom print size").press("Enter");
  await page.getByRole("checkbox", { name: capitalised(room), exact: true }).click();
  await expect(page).toHaveURL(`/app?${query}`);
  expect(await historyLength(page)).toBe(entries);
  // Applied last: each tweak would render the grid again (two cores, shared).
  await page.getByRole("button", { name: "Apply to All Mockups" }).click();
  await expect(page.getByRole("article", { name: shortName(shown[0]!), exact: true }).getByRole("img")).toHaveAttribute("data-preview", /size=63x42cm/, {
    timeout: 20_000,
  });
  return { shown, room, query };
}

test.describe("the studio keeps what was chosen", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a reload brings the same artwork, options, filters and grid back, without a word", async ({ page }) => {
    const { shown, room, query } = await prepareStudio(page);
    await page.reload();
    await expectSameStudio(page, shown, room, query);
    await expect(toasts(page)).toHaveCount(0);
    await snapshot(page, "studio-after-reload");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expectSameStudio(page, shown, room, query, { phone: true });
    await snapshot(page, "studio-after-reload");
  });

  test("signing up from the studio comes back to it; the gallery and Back return to it too", async ({ page }) => {
    const { shown, room, query } = await prepareStudio(page);
    // The art was uploaded anonymously: this browser keeps it once signed up.
    await page.getByRole("region", { name: "Sign in" }).getByRole("link", { name: "Create Account" }).click();
    const user = newUser();
    await fillRegisterForm(page, user);
    await page.getByRole("tabpanel").getByRole("button", { name: "Create Account" }).click();
    await expect(mainNav(page).getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 20_000 });
    await expectSameStudio(page, shown, room, query);

    // The gallery, then Back: where the user was.
    await mainNav(page).getByRole("link", { name: "My Gallery" }).click();
    await expect(page.getByRole("heading", { name: "My Saved Mockups" })).toBeVisible({ timeout: 20_000 });
    await page.goBack();
    await expectSameStudio(page, shown, room, query);
    // The gallery, then the header's Create Mockups (a bare /app): the same again; Back returns to the gallery, and Back again to the studio.
    await mainNav(page).getByRole("link", { name: "My Gallery" }).click();
    await expect(page).toHaveURL("/dashboard");
    await mainNav(page).getByRole("link", { name: "Create Mockups" }).click();
    await expectSameStudio(page, shown, room, query);
    await page.goBack();
    await expect(page).toHaveURL("/dashboard");
    await expect(page.getByRole("heading", { name: "My Saved Mockups" })).toBeVisible();
    await page.goBack();
    await expectSameStudio(page, shown, room, query);
  });

  test("signing in, out and in again: this browser's upload stays with it", async ({ page }) => {
    const { shown, room, query } = await prepareStudio(page);
    const user = newUser();
    const res = await page.request.post("/api/auth/register", { data: { ...user, passwordConfirm: user.password } });
    expect(res.status()).toBe(201);
    await page.goto("/app");
    await expect(mainNav(page).getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 20_000 });
    await expectSameStudio(page, shown, room, query);

    await mainNav(page).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(mainNav(page).getByRole("button", { name: "Logout" })).toBeVisible({ timeout: 20_000 });
    await expectSameStudio(page, shown, room, query);
  });
});

test("an artwork uploaded signed in goes quietly once signed out; the options stay", async ({ page }) => {
  test.setTimeout(120_000);
  const user = newUser();
  const res = await page.request.post("/api/auth/register", { data: { ...user, passwordConfirm: user.password } });
  expect(res.status()).toBe(201);
  await page.goto("/app?fit=fill&frame=oak");
  await page.getByLabel("Upload artwork").setInputFiles(await artwork());
  await expect(page.getByRole("button", { name: "Apply to All Mockups" })).toBeEnabled({ timeout: 20_000 });
  await expect(page.getByTestId("detected-ratio")).toHaveText("3x2");
  // The address settles: nothing keeps rewriting it.
  await page.evaluate(() => {
    const w = window as unknown as { rewrites: number };
    w.rewrites = 0;
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args: Parameters<History["replaceState"]>) => {
      w.rewrites += 1;
      replace(...args);
    };
  });
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { rewrites: number }).rewrites)).toBe(0);

  await mainNav(page).getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/app");
  await expect(page.getByRole("heading", { name: "Available Templates" })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL("/app?fit=fill&frame=oak");
  await expect(page.getByTestId("detected-ratio")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Apply to All Mockups" })).toBeDisabled();
  await expect(page.getByRole("radio", { name: "Fill - Crop to fill" })).toBeChecked();
  await expect(page.getByLabel("Frame", { exact: true })).toHaveValue("oak");
  await expect(toasts(page)).toHaveCount(0);
});

import { type APIRequestContext, type APIResponse, type Locator, type Page, expect } from "@playwright/test";
import { nextMailTo } from "./mail";

export type TestUser = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  subscriptionTier: "free" | "premium";
};

let sequence = 0;

/** Unique per call and per run, so specs never collide on the one database. */
export function uniqueEmail(prefix = "user"): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${sequence}@example.com`;
}

export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  return {
    firstName: "Ada",
    lastName: "Lovelace",
    email: uniqueEmail(),
    password: "correct-horse-42",
    subscriptionTier: "free",
    ...overrides,
  };
}

function registerRequest(page: Page, user: TestUser): Promise<APIResponse> {
  return page.request.post("/api/auth/register", { data: { ...user, passwordConfirm: user.password } });
}

/**
 * Creates an account through the API. `page.request` shares the browser context's cookies,
 * so the page is signed in afterwards.
 */
export async function registerUser(page: Page, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user = newUser(overrides);
  const res = await registerRequest(page, user);
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/**
 * Signs in as `user` if the account exists (a retried test, a shared one), else registers it.
 * Registering a taken address would not say so: it makes a second account (issue 24).
 */
export async function signInOrRegister(page: Page, user: TestUser): Promise<"signed-in" | "registered"> {
  const login = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  if (login.status() === 200) return "signed-in";
  const res = await registerRequest(page, user);
  expect(res.status(), await res.text()).toBe(201);
  return "registered";
}

/**
 * Signs in as the configured admin (ADMIN_EMAILS in playwright.config.ts), creating it once per
 * run. Admin rights need a verified address: the first time, it follows the link in its mail.
 */
export async function signInAsAdmin(page: Page): Promise<TestUser> {
  const admin = newUser({ email: "admin@example.com", firstName: "Admin" });
  if ((await signInOrRegister(page, admin)) === "registered") {
    const mail = await nextMailTo(admin.email);
    const token = new URL(mail.link).searchParams.get("token");
    const verified = await page.request.post("/api/auth/verify-email", { data: { token } });
    expect(verified.status(), await verified.text()).toBe(200);
  }
  return admin;
}

/**
 * The visible notifications (one list item each). Radix also copies toast text into a hidden
 * live region for screen readers; scoping to the "Notifications" region skips that copy.
 */
export function toasts(page: Page): Locator {
  return page.getByRole("region", { name: /notifications/i }).getByRole("listitem");
}

/** Asserts that a notification with exactly this title (and description, if given) is shown. */
export async function expectToast(page: Page, title: string, description?: string): Promise<Locator> {
  const item = toasts(page).filter({ has: page.getByText(title, { exact: true }) });
  await expect(item).toBeVisible();
  if (description !== undefined) await expect(item.getByText(description, { exact: true })).toBeVisible();
  return item;
}

export function mainNav(page: Page): Locator {
  return page.getByRole("navigation", { name: "Main" });
}

/**
 * The picture an <img> shows, as a PNG of its decoded pixels: drawn in the page, because a
 * preview's `src` is an object URL only the page can open (and the CSP keeps fetch off it).
 */
export async function shownImageBytes(image: Locator): Promise<Buffer> {
  const dataUrl = await image.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    const canvas = document.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    canvas.getContext("2d")!.drawImage(img, 0, 0);
    return canvas.toDataURL("image/png");
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

/** Console errors, uncaught errors, failed requests and every answer of 400 or more, from the moment it is called. */
export function watchFailures(page: Page) {
  const failures: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") failures.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => failures.push(`page error: ${error.message}`));
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // A request the next navigation cancels (ERR_ABORTED) did not fail; one the network refused did.
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "";
    if (!reason.includes("ERR_ABORTED")) failures.push(`failed ${request.method()} ${request.url()}: ${reason}`);
  });
  return failures;
}

/** Waits for the starter catalogue, which the server prepares in the background on its first start. */
export async function catalogueReady(request: APIRequestContext): Promise<void> {
  const status = async () => ((await (await request.get("/api/templates/catalogue-status")).json()) as { status: string }).status;
  await expect.poll(status, { timeout: 140_000, intervals: [1000] }).toBe("ready");
}

/** Fills the Register tab's form for `user` (the page shows it already); the caller submits. */
export async function fillRegisterForm(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel("First name").fill(user.firstName);
  await page.getByLabel("Last name").fill(user.lastName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByLabel("Confirm password").fill(user.password);
}

import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { expectToast, mainNav, registerUser, uniqueEmail } from "./fixtures";
import { linkPath, mailsTo, nextMailTo } from "./mail";
import { snapshot } from "./screenshots";

const FORGOT_MESSAGE = "If an account exists for that e-mail, we have sent a link to reset the password. It works for 1 hour.";

test("forgot password → the mailed link → a new password: signed in, old password and other sessions out", async ({ page, browser }) => {
  const user = await registerUser(page);
  // Another device, signed in with the old password.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await other.request.post("/api/auth/login", { data: { email: user.email, password: user.password } })).status()).toBe(200);
  await page.context().clearCookies();

  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  await expect(dialog.getByLabel("Email")).toHaveValue(user.email);
  await snapshot(page, "forgot-password-dialog", { fullPage: false });
  const mailsBefore = mailsTo(user.email).length;
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByRole("status")).toHaveText(FORGOT_MESSAGE);
  await dialog.getByRole("button", { name: "Back to sign in" }).click();
  await expect(dialog).toBeHidden();

  const mail = await nextMailTo(user.email, mailsBefore);
  expect(mail.subject).toBe("Reset your Mockup Studio password");
  await page.goto(linkPath(mail.link));
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await snapshot(page, "reset-password");

  // The registration rules, with their messages.
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Password must be at least 8 characters").first()).toBeVisible();
  await page.getByLabel("New password", { exact: true }).fill("a-brand-new-password");
  await page.getByLabel("Confirm new password").fill("a-brand-new-passwort");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("Passwords do not match")).toBeVisible();

  await page.getByLabel("Confirm new password").fill("a-brand-new-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expectToast(page, "Password changed");
  await expect(page).toHaveURL("/app");
  await expect(mainNav(page).getByRole("button", { name: "Logout" })).toBeVisible();

  expect((await other.request.get("/api/auth/user")).status()).toBe(401);
  await other.close();
  const old = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(old.status()).toBe(401);

  // The link worked once.
  await page.goto(linkPath(mail.link));
  await page.getByLabel("New password", { exact: true }).fill("yet-another-password");
  await page.getByLabel("Confirm new password").fill("yet-another-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("alert")).toContainText("This link has expired or was already used");
  await snapshot(page, "reset-password-expired");
});

test("an unknown address gets the same answer in the dialog", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Forgot password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset your password" });
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByText("Please enter a valid email")).toBeVisible();
  await dialog.getByLabel("Email").fill(uniqueEmail("nobody"));
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(dialog.getByRole("status")).toHaveText(FORGOT_MESSAGE);
});

test("the verification banner: Resend mails a new link, the link verifies, and it can be dismissed", async ({ page }) => {
  const user = await registerUser(page);
  await page.goto("/app");
  const banner = page.getByRole("region", { name: "E-mail verification" });
  await expect(banner).toContainText("Please verify your e-mail");
  await snapshot(page, "verify-banner");

  await banner.getByRole("button", { name: "Resend" }).click();
  await expectToast(page, "Verification e-mail sent", `We sent a new link to ${user.email}.`);
  const mail = await nextMailTo(user.email, 1);
  expect(mail.subject).toBe("Verify your e-mail for Mockup Studio");

  await page.goto(linkPath(mail.link));
  await expect(page.getByRole("heading", { name: "E-mail verified" })).toBeVisible();
  await snapshot(page, "verify-email-done");
  await page.getByRole("link", { name: "Continue to the studio" }).click();
  await expect(page.getByRole("heading", { name: "Create Mockups" })).toBeVisible();
  await expect(banner).toHaveCount(0);

  await registerUser(page);
  await page.goto("/dashboard");
  await banner.getByRole("button", { name: "Dismiss" }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "My Saved Mockups" })).toBeVisible();
  await expect(banner).toHaveCount(0);
});

test("the account page: name, password, e-mail, data download and deleting the account", async ({ page }) => {
  const user = await registerUser(page);
  await page.goto("/app");
  await mainNav(page).getByRole("link", { name: "Account" }).click();
  await expect(page).toHaveURL("/account");
  await expect(page.getByRole("heading", { name: "Account", exact: true })).toBeVisible();
  await snapshot(page, "account");

  const profile = page.getByRole("region", { name: "Profile", exact: true });
  await expect(profile.getByLabel("First name")).toHaveValue(user.firstName);
  await profile.getByLabel("First name").fill("");
  await profile.getByRole("button", { name: "Save name" }).click();
  await expect(profile.getByText("First name is required")).toBeVisible();
  await profile.getByLabel("First name").fill("Grace");
  await profile.getByRole("button", { name: "Save name" }).click();
  await expectToast(page, "Profile saved");

  const password = page.getByRole("region", { name: "Password", exact: true });
  await password.getByLabel("Current password").fill("not-my-password");
  await password.getByLabel("New password", { exact: true }).fill("second-password-22");
  await password.getByLabel("Confirm new password").fill("second-password-22");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByText("Your current password is incorrect")).toBeVisible();
  await password.getByLabel("Current password").fill(user.password);
  await password.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed", "Other devices were signed out.");
  await expect(password.getByLabel("Current password")).toHaveValue("");

  const email = page.getByRole("region", { name: "E-mail", exact: true });
  await expect(email.getByText("Not verified")).toBeVisible();
  const newEmail = uniqueEmail("moved");
  await email.getByLabel("New e-mail").fill(newEmail);
  await email.getByLabel("Current password").fill("second-password-22");
  await email.getByRole("button", { name: "Change e-mail" }).click();
  await expectToast(page, "Check your inbox");
  await expect(email).toContainText(`Waiting for you to confirm ${newEmail}`);
  await snapshot(page, "account-pending-email");
  const mail = await nextMailTo(newEmail);
  expect(mail.subject).toBe("Confirm your new e-mail for Mockup Studio");
  await page.goto(linkPath(mail.link));
  await expect(page.getByRole("heading", { name: "E-mail verified" })).toBeVisible();
  await page.goto("/account");
  await expect(email.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(email.getByText("Verified", { exact: true })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mockup-studio-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readFileSync((await download.path())!);
  expect(zip.subarray(0, 2).toString()).toBe("PK");
  expect(zip.includes(Buffer.from("account.json"))).toBe(true);
  expect(zip.includes(Buffer.from(`"email": "${newEmail}"`))).toBe(true);

  await page.getByRole("button", { name: "Delete account" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete your account?" });
  await confirm.getByLabel("Your password").fill("wrong-password-1");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expect(confirm.getByText("Your current password is incorrect")).toBeVisible();
  await snapshot(page, "account-delete-dialog", { fullPage: false });
  await confirm.getByLabel("Your password").fill("second-password-22");
  await confirm.getByRole("button", { name: "Delete my account" }).click();
  await expectToast(page, "Account deleted");
  await expect(page).toHaveURL("/");
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  expect((await page.request.post("/api/auth/login", { data: { email: newEmail, password: "second-password-22" } })).status()).toBe(401);

  // The address is free again.
  await registerUser(page, { email: newEmail });
});

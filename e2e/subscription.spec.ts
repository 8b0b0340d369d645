import { type Page, expect, test } from "@playwright/test";
import { expectToast, registerUser } from "./fixtures";

const freeCard = (page: Page) => page.getByRole("region", { name: "Free Plan" });
const premiumCard = (page: Page) => page.getByRole("region", { name: "Premium Plan" });

/**
 * A stand-in for Stripe.js, served in place of https://js.stripe.com: just enough of the
 * Stripe and Elements objects for react-stripe-js, with confirmPayment declining the card
 * (or throwing, when window.__stripeThrows is set) and recording what it was given.
 */
const FAKE_STRIPE_JS = `
window.Stripe = function () {
  var handlers = {};
  var element = {
    mount: function (node) { node.innerHTML = '<p>Fake card form</p>'; },
    on: function (ev, h) { (handlers[ev] = handlers[ev] || []).push(h); if (ev === 'ready') setTimeout(function () { h({ elementType: 'payment' }); }, 0); return element; },
    off: function (ev, h) { handlers[ev] = (handlers[ev] || []).filter(function (x) { return x !== h; }); return element; },
    update: function () {}, destroy: function () {}, unmount: function () {}
  };
  var elements = { create: function () { return element; }, getElement: function () { return element; }, update: function () {} };
  return {
    elements: function () { return elements; },
    createToken: function () {}, createPaymentMethod: function () {}, confirmCardPayment: function () {},
    confirmPayment: function (opts) {
      window.__confirmed = { returnUrl: opts.confirmParams.return_url, sameElements: opts.elements === elements };
      if (window.__stripeThrows) return Promise.reject(new Error('network down'));
      return Promise.resolve({ error: { type: 'card_error', message: 'Your card was declined.' } });
    }
  };
};
window.Stripe.version = 'endive';
`;

const PREMIUM_STATUS = {
  tier: "premium",
  status: "active",
  imageCount: 3,
  freeLimit: 25,
  isLimitReached: false,
  isPremium: true,
  currentPeriodEnd: "2031-04-30T12:00:00.000Z",
  cancelAtPeriodEnd: true,
};

test("a free user sees both plans, with Free as the current plan, and the FAQ", async ({ page }) => {
  await registerUser(page);
  await page.goto("/subscription");
  await expect(page.getByRole("heading", { name: "Subscription Plans", level: 1 })).toBeVisible();

  await expect(freeCard(page).getByText("Current Plan", { exact: true })).toBeVisible();
  await expect(freeCard(page).getByRole("listitem")).toHaveText([
    "Included: Basic templates",
    "Included: Unlimited saves to your gallery",
    "Limited: Limited to 25 downloads total",
    "Included: Standard quality exports",
    "Not included: No priority support",
  ]);
  await expect(freeCard(page).getByText("0 of 25")).toBeVisible();

  await expect(premiumCard(page).getByText("$10/month")).toBeVisible();
  await expect(premiumCard(page).getByText("Current Plan", { exact: true })).toHaveCount(0);
  await expect(premiumCard(page).getByRole("listitem")).toHaveText([
    "Included: All templates",
    "Included: Unlimited saved and downloaded mockups",
    "Included: High quality exports",
    "Included: Priority support",
  ]);
  await expect(premiumCard(page).getByRole("button", { name: "Upgrade to Premium" })).toBeEnabled();
  await expect(page.getByText("You are currently on the Premium Plan")).toHaveCount(0);

  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  await faq.getByText("Can I cancel my subscription?").click();
  await expect(faq.getByText(/access continues until the end of the current billing period/)).toBeVisible();
  await faq.getByText("How do I contact support?").click();
  await expect(faq.getByRole("link", { name: /^support@/ })).toHaveAttribute("href", /^mailto:support@/);
  await faq.getByText("How does the download limit work?").click();
  await expect(faq.getByText(/includes 25 downloads in total/)).toBeVisible();
});

test("a development-mode upgrade activates Premium, opens the studio, and can be switched back", async ({ page }) => {
  await registerUser(page);
  await page.goto("/subscription");
  await premiumCard(page).getByRole("button", { name: "Upgrade to Premium" }).click();

  await expectToast(page, "Premium Subscription Activated");
  await expect(page).toHaveURL("/app");

  await page.goto("/dashboard");
  await expect(page.getByText("Premium Plan: Unlimited Downloads")).toBeVisible();

  await page.goto("/subscription");
  const banner = page.getByRole("region", { name: "Current plan" });
  await expect(banner.getByText("You are currently on the Premium Plan")).toBeVisible();
  await expect(premiumCard(page).getByText("Current Plan", { exact: true })).toBeVisible();
  await expect(freeCard(page).getByText("Current Plan", { exact: true })).toHaveCount(0);
  await expect(premiumCard(page).getByRole("button", { name: "Manage Subscription" })).toBeVisible();

  // Development mode has no billing portal: its mock data, and the way back to Free.
  await banner.getByRole("button", { name: "Manage Subscription" }).click();
  const dialog = page.getByRole("dialog", { name: /Subscription management/ });
  await expect(dialog.getByText(/Development mode/).first()).toBeVisible();
  await expect(dialog.getByText("Premium", { exact: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Switch back to Free" }).click();
  await expect(dialog).toBeHidden();
  await expect(freeCard(page).getByText("Current Plan", { exact: true })).toBeVisible();
  await expect(page.getByText("You are currently on the Premium Plan")).toHaveCount(0);
});

test("a client secret from the server opens the payment page", async ({ page }) => {
  await registerUser(page);
  await page.route((url) => url.pathname === "/api/create-subscription", (route) =>
    route.fulfill({ json: { clientSecret: "pi_1_secret_2", subscriptionId: "sub_1" } }),
  );
  await page.goto("/subscription");
  await premiumCard(page).getByRole("button", { name: "Upgrade to Premium" }).click();
  await expect(page).toHaveURL("/payment?client_secret=pi_1_secret_2");
  await expect(page.getByRole("heading", { name: "Complete Your Subscription" })).toBeVisible();
});

test("a failed subscription request shows a Subscription Error", async ({ page }) => {
  await registerUser(page);
  await page.route((url) => url.pathname === "/api/create-subscription", (route) => route.fulfill({ status: 500, json: { message: "Payment provider unavailable" } }));
  await page.goto("/subscription");
  await premiumCard(page).getByRole("button", { name: "Upgrade to Premium" }).click();
  await expectToast(page, "Subscription Error", "Payment provider unavailable");
  await expect(page).toHaveURL("/subscription");

  await page.route((url) => url.pathname === "/api/create-subscription", (route) => route.fulfill({ json: {} }));
  await premiumCard(page).getByRole("button", { name: "Upgrade to Premium" }).click();
  await expectToast(page, "Subscription Error", "Could not process subscription request. Please try again.");
});

test("a cancelled Premium plan says until when access lasts; a portal failure is reported", async ({ page }) => {
  await registerUser(page);
  await page.route((url) => url.pathname === "/api/subscription", (route) => route.fulfill({ json: PREMIUM_STATUS }));
  await page.route((url) => url.pathname === "/api/customer-portal", (route) => route.fulfill({ status: 500, json: { message: "Stripe is down" } }));
  await page.goto("/subscription");

  const banner = page.getByRole("region", { name: "Current plan" });
  await expect(banner).toContainText("You are currently on the Premium Plan");
  await expect(banner).toContainText(/Premium access continues until .*2031/);
  await banner.getByRole("button", { name: "Manage Subscription" }).click();
  await expectToast(page, "Portal Access Error", "Could not access subscription management. Please try again.");
});

test("returning from the payment provider shows the outcome and clears the query", async ({ page }) => {
  await registerUser(page);
  await page.goto("/subscription?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=succeeded");
  await expect(page.getByRole("status").filter({ hasText: "Payment successful" })).toBeVisible();
  await expect(page).toHaveURL("/subscription");

  await page.goto("/subscription?payment_intent=pi_1&redirect_status=failed");
  await expect(page.getByRole("alert").filter({ hasText: "Payment not completed" })).toBeVisible();
});

test.describe("payment page", () => {
  test("without payments enabled it says so instead of showing a blank form, and Cancel returns to the plans", async ({ page }) => {
    await registerUser(page);
    await page.goto("/payment?client_secret=pi_x_secret_y");
    await expect(page.getByRole("heading", { name: "Complete Your Subscription" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Online payments are not enabled");
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/subscription");
  });

  test("when Stripe.js cannot load it shows a clear message with Retry, and Cancel returns to the plans", async ({ page }) => {
    await registerUser(page);
    const stripeRequests: string[] = [];
    page.on("request", (req) => {
      if (req.url().startsWith("https://js.stripe.com/")) stripeRequests.push(req.url());
    });
    await page.route("https://js.stripe.com/**", (route) => route.abort("internetdisconnected"));
    await page.route((url) => url.pathname === "/api/billing/config", (route) =>
      route.fulfill({ json: { paymentsEnabled: true, publishableKey: "pk_test_offline" } }),
    );

    // Nothing from Stripe loads before the payment page needs it.
    await page.goto("/subscription");
    await expect(premiumCard(page)).toBeVisible();
    expect(stripeRequests).toEqual([]);

    await page.goto("/payment?client_secret=pi_x_secret_y");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("The payment form could not be loaded. Check your connection and try again.");
    expect(stripeRequests.length).toBeGreaterThan(0);

    const before = stripeRequests.length;
    await page.getByRole("button", { name: "Retry" }).click();
    await expect.poll(() => stripeRequests.length).toBeGreaterThan(before);
    await expect(alert).toContainText("The payment form could not be loaded.");

    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL("/subscription");
  });

  test("with Stripe.js available it shows the Payment Element; a declined or failed confirmation shows a Payment Error", async ({ page }) => {
    await registerUser(page);
    await page.route("https://js.stripe.com/**", (route) => route.fulfill({ body: FAKE_STRIPE_JS, contentType: "text/javascript" }));
    await page.route((url) => url.pathname === "/api/billing/config", (route) =>
      route.fulfill({ json: { paymentsEnabled: true, publishableKey: "pk_test_fake" } }),
    );
    await page.goto("/payment?client_secret=pi_x_secret_y");
    await expect(page.getByText("Fake card form")).toBeVisible();
    await expect(page.getByText("Your subscription begins immediately after successful payment.")).toBeVisible();

    await page.getByRole("button", { name: "Subscribe Now" }).click();
    await expectToast(page, "Payment Error", "Your card was declined.");
    const confirmed = await page.evaluate(() => (window as unknown as { __confirmed: unknown }).__confirmed);
    expect(confirmed).toEqual({ returnUrl: new URL("/subscription", page.url()).href, sameElements: true });

    await page.evaluate(() => {
      (window as unknown as { __stripeThrows: boolean }).__stripeThrows = true;
    });
    await page.getByRole("button", { name: "Subscribe Now" }).click();
    await expectToast(page, "Payment Error", "An unexpected error occurred. Please try again.");
  });
});

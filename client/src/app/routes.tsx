import { type ComponentType, type ReactNode, Suspense, lazy } from "react";
import { Route, Switch } from "wouter";
import { AppShell } from "@/components/layout/app-shell";
import { PageSpinner } from "@/components/ui/spinner";
import { AuthPage } from "@/features/auth/auth-page";
import { ResetPasswordPage } from "@/features/auth/reset-password-page";
import { VerifyEmailPage } from "@/features/auth/verify-email-page";
import { LandingPage } from "@/features/landing/landing-page";
import { HomeRoute } from "./home-route";
import { NotFoundPage } from "./not-found-page";
import { RequireAuth } from "./require-auth";

/** Signed-in (and footer) pages load on first visit, so the landing and sign-in screens stay small. */
function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(async () => ({ default: await load() }));
}
const StudioPage = lazyPage(() => import("@/features/studio/studio-page").then((m) => m.StudioPage));
const GalleryPage = lazyPage(() => import("@/features/gallery/gallery-page").then((m) => m.GalleryPage));
const SubscriptionPage = lazyPage(() => import("@/features/subscription/subscription-page").then((m) => m.SubscriptionPage));
const PaymentPage = lazyPage(() => import("@/features/payment/payment-page").then((m) => m.PaymentPage));
const AccountPage = lazyPage(() => import("@/features/account/account-page").then((m) => m.AccountPage));
const AdminPage = lazyPage(() => import("@/features/admin/admin-page").then((m) => m.AdminPage));
const TermsPage = lazyPage(() => import("@/features/legal/terms-page").then((m) => m.TermsPage));
const PrivacyPage = lazyPage(() => import("@/features/legal/privacy-page").then((m) => m.PrivacyPage));
const ContactPage = lazyPage(() => import("@/features/legal/contact-page").then((m) => m.ContactPage));

/** A public page loaded on first visit. */
function Public({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageSpinner label="Loading..." />}>{children}</Suspense>;
}

function Protected({ children, adminOnly }: { children: ReactNode; adminOnly?: boolean }) {
  return (
    <RequireAuth adminOnly={adminOnly}>
      <Suspense fallback={<PageSpinner label="Loading..." />}>{children}</Suspense>
    </RequireAuth>
  );
}

/** The route table of spec §2. The landing page brings its own header, so it sits outside the shell. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomeRoute />
      </Route>
      <Route path="/landing">
        <LandingPage />
      </Route>
      <Route>
        <AppShell>
          <Switch>
            <Route path="/login">
              <AuthPage tab="login" />
            </Route>
            <Route path="/register">
              <AuthPage tab="register" />
            </Route>
            <Route path="/auth">
              <AuthPage />
            </Route>
            <Route path="/reset-password">
              <ResetPasswordPage />
            </Route>
            <Route path="/verify-email">
              <VerifyEmailPage />
            </Route>
            <Route path="/app">
              {/* Open to visitors ('Try it Now'): saving and downloading ask them to sign in. */}
              <Suspense fallback={<PageSpinner label="Loading..." />}>
                <StudioPage />
              </Suspense>
            </Route>
            <Route path="/dashboard">
              <Protected>
                <GalleryPage />
              </Protected>
            </Route>
            <Route path="/subscription">
              <Protected>
                <SubscriptionPage />
              </Protected>
            </Route>
            <Route path="/payment">
              <Protected>
                <PaymentPage />
              </Protected>
            </Route>
            <Route path="/account">
              <Protected>
                <AccountPage />
              </Protected>
            </Route>
            <Route path="/admin">
              <Protected adminOnly>
                <AdminPage />
              </Protected>
            </Route>
            {/* The footer's pages (spec §2 names them as placeholders; these are the real ones). */}
            <Route path="/terms">
              <Public>
                <TermsPage />
              </Public>
            </Route>
            <Route path="/privacy">
              <Public>
                <PrivacyPage />
              </Public>
            </Route>
            <Route path="/contact">
              <Public>
                <ContactPage />
              </Public>
            </Route>
            <Route>
              <NotFoundPage />
            </Route>
          </Switch>
        </AppShell>
      </Route>
    </Switch>
  );
}

import { type ComponentType, type ReactNode, Suspense, lazy } from "react";
import { Route, Switch } from "wouter";
import { API_DOCS_PATH } from "@shared/api-docs";
import { AppShell } from "@/components/layout/app-shell";
import { PageSpinner } from "@/components/ui/spinner";
import { AuthPage } from "@/features/auth/auth-page";
import { ResetPasswordPage } from "@/features/auth/reset-password-page";
import { VerifyEmailPage } from "@/features/auth/verify-email-page";
import { studioDataArrived } from "@/features/studio/prefetch-studio";
import { studioLoading } from "@/features/studio/studio-frame";
import { NotFoundPage } from "./not-found-page";
import { RequireAuth } from "./require-auth";

/** Signed-in (and footer) pages load on first visit, so the landing and sign-in screens stay small. */
function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(async () => ({ default: await load() }));
}
// Its code, then the answers its first screen shows (asked for meanwhile: prefetch-studio.ts), so it renders once.
const StudioPage = lazyPage(async () => {
  const { StudioPage } = await import("@/features/studio/studio-page");
  await studioDataArrived();
  return StudioPage;
});
const GalleryPage = lazyPage(() => import("@/features/gallery/gallery-page").then((m) => m.GalleryPage));
const SubscriptionPage = lazyPage(() => import("@/features/subscription/subscription-page").then((m) => m.SubscriptionPage));
const PaymentPage = lazyPage(() => import("@/features/payment/payment-page").then((m) => m.PaymentPage));
const AccountPage = lazyPage(() => import("@/features/account/account-page").then((m) => m.AccountPage));
const AdminPage = lazyPage(() => import("@/features/admin/admin-page").then((m) => m.AdminPage));
const TermsPage = lazyPage(() => import("@/features/legal/terms-page").then((m) => m.TermsPage));
const PrivacyPage = lazyPage(() => import("@/features/legal/privacy-page").then((m) => m.PrivacyPage));
const ContactPage = lazyPage(() => import("@/features/legal/contact-page").then((m) => m.ContactPage));
const CatalogueSheetPage = lazyPage(() => import("@/features/catalogue-sheet/catalogue-sheet-page").then((m) => m.CatalogueSheetPage));
const ApiDocsPage = lazyPage(() => import("@/features/api-docs/api-docs-page").then((m) => m.ApiDocsPage));

/**
 * What a page shows while its code loads: a screen's height, so the footer stays below the fold
 * until the page arrives instead of being pushed down by it (a layout shift: the studio's was 0.147).
 */
const pageLoading = <PageSpinner label="Loading..." className="min-h-dvh" />;

/** A public page loaded on first visit. */
function Public({ children }: { children: ReactNode }) {
  return <Suspense fallback={pageLoading}>{children}</Suspense>;
}

function Protected({ children, adminOnly }: { children: ReactNode; adminOnly?: boolean }) {
  return (
    <RequireAuth adminOnly={adminOnly}>
      <Suspense fallback={pageLoading}>{children}</Suspense>
    </RequireAuth>
  );
}

/**
 * Every page inside the header and footer (spec §2), loaded on first visit to one of them: the
 * landing page, which brings its own header, never waits for the forms, dialogs and shell.
 */
export function ShellRoutes() {
  return (
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
          <Suspense fallback={studioLoading}>
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
        <Route path="/dev/catalogue-sheet">
          {/* Issue 27's look test: public, like the catalogue it shows; linked from nowhere. */}
          <Public>
            <CatalogueSheetPage />
          </Public>
        </Route>
        <Route path={API_DOCS_PATH}>
          <Public>
            <ApiDocsPage />
          </Public>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </AppShell>
  );
}

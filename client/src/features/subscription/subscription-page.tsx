import { useState } from "react";
import { PREMIUM_PRICE_USD } from "@shared/constants";
import { PageContainer, PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useSubscriptionStatus } from "@/lib/subscription/use-subscription-status";
import { type MockPortal, useCustomerPortal } from "./api/open-customer-portal";
import { useStartUpgrade } from "./api/start-upgrade";
import { useSwitchToFree } from "./api/switch-to-free";
import { DevPortalDialog } from "./components/dev-portal-dialog";
import { PaymentReturnNotice } from "./components/payment-return-notice";
import { type PlanFeature, PlanCard } from "./components/plan-card";
import { PremiumBanner } from "./components/premium-banner";
import { SubscriptionFaq } from "./components/subscription-faq";

const PREMIUM_FEATURES: PlanFeature[] = [
  { text: "All templates", kind: "included" },
  { text: "Unlimited saved and downloaded mockups", kind: "included" },
  { text: "High quality exports", kind: "included" },
  { text: "Priority support", kind: "included" },
];

function freeFeatures(freeLimit: number): PlanFeature[] {
  return [
    { text: "Basic templates", kind: "included" },
    { text: "Unlimited saves to your gallery", kind: "included" },
    { text: `Limited to ${freeLimit} downloads total`, kind: "limited" },
    { text: "Standard quality exports", kind: "included" },
    { text: "No priority support", kind: "excluded" },
  ];
}

function PlansSkeleton() {
  return (
    <div role="status" className="grid gap-6 md:grid-cols-2">
      <span className="sr-only">Loading your plan...</span>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true" className="h-[460px] animate-pulse rounded-xl border bg-muted/60" />
      ))}
    </div>
  );
}

/** Subscription Plans (spec §2): the two plans, the premium banner, upgrade / manage, and an FAQ. */
export function SubscriptionPage() {
  const { user } = useCurrentUser();
  const { status, isLoading } = useSubscriptionStatus();
  const [portal, setPortal] = useState<MockPortal | null>(null);
  const upgrade = useStartUpgrade();
  const manage = useCustomerPortal({ onMockPortal: setPortal });
  const switchToFree = useSwitchToFree({ onSwitched: () => setPortal(null) });
  const premium = status.isPremium;
  const used = Math.min(status.imageCount, status.freeLimit);

  return (
    <PageContainer>
      <PageHeader
        title="Subscription Plans"
        description="Start free and upgrade whenever you need unlimited full-quality downloads."
      />
      <div className="mt-8 space-y-6">
        <PaymentReturnNotice isPremium={premium} />
        {!isLoading && premium ? <PremiumBanner status={status} onManage={manage.open} managing={manage.isBusy} /> : null}
        {isLoading ? (
          <PlansSkeleton />
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            <PlanCard
              name="Free Plan"
              price="$0"
              priceNote="forever"
              description="Everything you need to try your art on the wall."
              features={freeFeatures(status.freeLimit)}
              badge={premium ? undefined : "Current Plan"}
            >
              {premium ? (
                <p className="text-sm text-muted-foreground">Premium includes everything in the Free plan, without the download limit.</p>
              ) : (
                <div className="space-y-2.5">
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium">Downloads used</span>
                    <span className="tabular-nums text-muted-foreground">
                      {status.imageCount} of {status.freeLimit}
                    </span>
                  </div>
                  <Progress
                    value={status.freeLimit > 0 ? (used / status.freeLimit) * 100 : 100}
                    aria-label={`${status.imageCount} of ${status.freeLimit} downloads used`}
                  />
                  {status.isLimitReached ? (
                    <p className="text-sm font-medium text-destructive">You have used all your free downloads.</p>
                  ) : null}
                </div>
              )}
            </PlanCard>
            <PlanCard
              name="Premium Plan"
              price={`$${PREMIUM_PRICE_USD}/month`}
              description="For artists and studios who present their work every day."
              features={PREMIUM_FEATURES}
              badge={premium ? "Current Plan" : "Recommended"}
              highlighted
            >
              {premium ? (
                <Button variant="outline" size="lg" className="w-full" onClick={manage.open} disabled={manage.isBusy}>
                  {manage.isBusy ? <Spinner className="text-current" /> : null}
                  Manage Subscription
                </Button>
              ) : (
                <div className="space-y-3">
                  <Button size="lg" className="w-full" onClick={upgrade.start} disabled={upgrade.isBusy || !user}>
                    {upgrade.isBusy ? <Spinner className="text-current" /> : null}
                    Upgrade to Premium
                  </Button>
                  <p className="text-center text-xs text-muted-foreground">Cancel anytime; access continues until the end of the billing period.</p>
                </div>
              )}
            </PlanCard>
          </div>
        )}
      </div>
      <SubscriptionFaq freeLimit={status.freeLimit} />
      <DevPortalDialog
        portal={portal}
        onOpenChange={(open) => !open && setPortal(null)}
        onSwitchToFree={() => user && switchToFree.mutate(user.id)}
        switching={switchToFree.isPending}
      />
    </PageContainer>
  );
}

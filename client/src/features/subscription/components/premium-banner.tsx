import { Crown } from "lucide-react";
import type { SubscriptionStatus } from "@shared/billing";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { formatLongDate } from "./format-date";

type PremiumBannerProps = { status: SubscriptionStatus; onManage: () => void; managing: boolean };

function periodLine(status: SubscriptionStatus): string {
  const end = formatLongDate(status.currentPeriodEnd);
  if (status.cancelAtPeriodEnd) {
    return end
      ? `Your subscription is cancelled. Premium access continues until ${end}, the end of your billing period.`
      : "Your subscription is cancelled. Premium access continues until the end of your billing period.";
  }
  return end ? `Unlimited full-quality downloads. Your plan renews on ${end}.` : "Unlimited full-quality downloads and every template.";
}

export function PremiumBanner({ status, onManage, managing }: PremiumBannerProps) {
  return (
    <section
      aria-label="Current plan"
      className="flex flex-col gap-4 rounded-xl border border-primary/25 bg-primary-soft/60 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Crown className="size-5" aria-hidden="true" />
        </span>
        <div>
          <p className="font-semibold">You are currently on the Premium Plan</p>
          <p className="mt-0.5 text-sm text-muted-foreground">{periodLine(status)}</p>
        </div>
      </div>
      <Button variant="outline" onClick={onManage} disabled={managing} className="w-full sm:w-auto">
        {managing ? <Spinner className="text-current" /> : null}
        Manage Subscription
      </Button>
    </section>
  );
}

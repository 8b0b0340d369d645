import { Crown, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import type { PlanUsage } from "@/lib/subscription/plan-usage";
import { useSubscriptionStatus } from "@/lib/subscription/use-subscription-status";
import { cn } from "@/lib/utils";

type PlanBannerProps = {
  /**
   * Spec §2 words it per screen: the studio's compact line ('Free Plan: X / 25 downloads used',
   * upgrade from 80 %, nothing for premium) or the gallery's ('Free Plan: used/limit Downloads
   * Used' with Upgrade, or 'Premium Plan: Unlimited Downloads').
   */
  variant: "studio" | "gallery";
  className?: string;
};

/** The signed-in user's plan and download usage, counted the same way on every screen. */
export function PlanBanner({ variant, className }: PlanBannerProps) {
  const { status, isLoading, usage } = useSubscriptionStatus();
  if (variant === "studio") return isLoading || status.isPremium ? null : <StudioUsage usage={usage} className={className} />;
  if (isLoading) {
    // The spec's initial value reads "Free Plan: 0/25"; a premium user should not see that flash.
    return <div aria-hidden="true" className={cn("h-[78px] animate-pulse rounded-xl border bg-muted/60", className)} />;
  }
  return status.isPremium ? <PremiumPlan className={className} /> : <GalleryUsage usage={usage} className={className} />;
}

function StudioUsage({ usage, className }: { usage: PlanUsage; className?: string }) {
  return (
    <section
      aria-label="Plan usage"
      className={cn(
        "flex flex-col gap-3 rounded-xl border bg-card px-4 py-3 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:px-5",
        className,
      )}
    >
      <div className="grid flex-1 gap-2 sm:max-w-sm">
        <p className="text-sm font-medium">
          Free Plan: {usage.used} / {usage.limit} downloads used
        </p>
        <Progress value={usage.percent} aria-label="Downloads used" className={usage.nearLimit ? "[&>div]:bg-destructive" : undefined} />
      </div>
      {usage.nearLimit ? (
        <Button asChild size="sm">
          <Link href="/subscription">
            <Crown aria-hidden="true" />
            Upgrade to Premium
          </Link>
        </Button>
      ) : (
        <p className="text-xs text-muted-foreground">Previews and saving are unlimited.</p>
      )}
    </section>
  );
}

function PremiumPlan({ className }: { className?: string }) {
  return (
    <section aria-label="Your plan" className={cn("flex items-center gap-4 rounded-xl border border-primary/25 bg-primary-soft/60 p-4 sm:px-5", className)}>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Crown className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="font-semibold">Premium Plan: Unlimited Downloads</p>
        <p className="text-sm text-muted-foreground">Download every mockup at full quality, as often as you like.</p>
      </div>
    </section>
  );
}

function GalleryUsage({ usage, className }: { usage: PlanUsage; className?: string }) {
  return (
    <section
      aria-label="Your plan"
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:px-5",
        usage.limitReached && "border-destructive/40",
        className,
      )}
    >
      <div className="min-w-0 flex-1 space-y-2.5">
        <p className="font-semibold">
          Free Plan: {usage.used}/{usage.limit} Downloads Used
        </p>
        <Progress value={usage.percent} aria-label="Downloads used" className="h-1.5 max-w-md" />
        <p className={cn("text-sm text-muted-foreground", usage.limitReached && "font-medium text-destructive")}>
          {usage.limitReached
            ? "You have used all your free downloads. Upgrade to keep downloading."
            : "Saving to your gallery is unlimited; each download counts towards the limit."}
        </p>
      </div>
      <Button asChild className="w-full sm:w-auto">
        <Link href="/subscription">
          <Sparkles aria-hidden="true" />
          Upgrade
        </Link>
      </Button>
    </section>
  );
}

import { Crown, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { useSubscriptionStatus } from "@/lib/subscription/use-subscription-status";
import { cn } from "@/lib/utils";

/** Spec §2: the plan line above the gallery, with an upgrade path for free users. */
export function PlanBanner({ className }: { className?: string }) {
  const { status, isLoading } = useSubscriptionStatus();

  if (isLoading) {
    // The spec's initial value reads "Free Plan: 0/25"; a premium user should not see that flash.
    return <div aria-hidden="true" className={cn("h-[78px] animate-pulse rounded-xl border bg-muted/60", className)} />;
  }

  if (status.isPremium) {
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

  const used = Math.min(status.imageCount, status.freeLimit);
  const percent = status.freeLimit > 0 ? (used / status.freeLimit) * 100 : 100;
  return (
    <section
      aria-label="Your plan"
      className={cn(
        "flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:px-5",
        status.isLimitReached && "border-destructive/40",
        className,
      )}
    >
      <div className="min-w-0 flex-1 space-y-2.5">
        <p className="font-semibold">
          Free Plan: {status.imageCount}/{status.freeLimit} Downloads Used
        </p>
        <Progress value={percent} aria-label="Downloads used" className="h-1.5 max-w-md" />
        <p className={cn("text-sm text-muted-foreground", status.isLimitReached && "font-medium text-destructive")}>
          {status.isLimitReached
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

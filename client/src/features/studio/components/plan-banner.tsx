import { Crown, LogIn } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { useSubscriptionStatus } from "@/lib/subscription/use-subscription-status";

/** Spec §2: the free plan's usage, with an upgrade offer from 80 % of the limit. Premium users see nothing. */
export function FreePlanBanner() {
  const { status, isLoading, showUpgrade } = useSubscriptionStatus();
  if (isLoading || status.isPremium) return null;
  const pct = status.freeLimit > 0 ? (status.imageCount / status.freeLimit) * 100 : 100;
  return (
    <section
      aria-label="Plan usage"
      className="flex flex-col gap-3 rounded-xl border bg-card px-4 py-3 shadow-xs sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <div className="grid flex-1 gap-2 sm:max-w-sm">
        <p className="text-sm font-medium">
          Free Plan: {status.imageCount} / {status.freeLimit} downloads used
        </p>
        <Progress value={pct} aria-label="Downloads used" className={showUpgrade ? "[&>div]:bg-destructive" : undefined} />
      </div>
      {showUpgrade ? (
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

/** Anyone can try the studio; saving and full-quality downloads need an account. */
export function SignInHint() {
  return (
    <section
      aria-label="Sign in"
      className="flex flex-col gap-3 rounded-xl border border-primary/20 bg-primary-soft/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <p className="text-sm">
        <span className="font-medium">Previews are free to try.</span>{" "}
        <span className="text-muted-foreground">Sign in to save your mockups and download them in full quality.</span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button asChild size="sm" variant="outline">
          <Link href="/login">
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link href="/register">Create Account</Link>
        </Button>
      </div>
    </section>
  );
}

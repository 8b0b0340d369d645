import { Link } from "wouter";
import { type ZipAllowance, downloadsLeft, zipAllowanceSentence } from "@/lib/exports/zip-allowance";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useSubscriptionStatus } from "@/lib/subscription/use-subscription-status";
import { cn } from "@/lib/utils";

/**
 * Before a ZIP is asked for: what it will cost on the free plan and what is left, from the
 * subscription status. A ZIP larger than what is left is said plainly, with the way to upgrade;
 * the button stays usable, since the server's count is the one that decides.
 */
export function ZipAllowanceNote({ files, className }: { files: number; className?: string }) {
  const { user } = useCurrentUser();
  const { status, isLoading } = useSubscriptionStatus();
  if (!user || isLoading) return <p className={cn("text-xs text-muted-foreground", className)}>Each counts as a download on the free plan.</p>;
  if (status.isPremium) return <p className={cn("text-xs text-muted-foreground", className)}>Premium: unlimited downloads.</p>;
  const allowance: ZipAllowance = { requested: files, imageCount: status.imageCount, freeLimit: status.freeLimit };
  const left = downloadsLeft(allowance);
  if (files <= left) {
    return (
      <p className={cn("text-xs text-muted-foreground", className)} data-testid="zip-allowance">
        Each counts as a download: {left} of your {status.freeLimit} free downloads left.
      </p>
    );
  }
  return (
    <p className={cn("text-xs font-medium text-destructive", className)} data-testid="zip-allowance">
      {zipAllowanceSentence(allowance)}{" "}
      <Link href="/subscription" className="underline underline-offset-2">
        Upgrade
      </Link>
    </p>
  );
}

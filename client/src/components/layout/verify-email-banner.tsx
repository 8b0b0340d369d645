import { MailWarning, X } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useResendVerification } from "@/lib/auth/use-resend-verification";
import { cn } from "@/lib/utils";
import { useShellWidth } from "./use-shell-width";

/** Dismissed for this browser tab only: the reminder comes back in a new session until verified. */
const DISMISSED_KEY = "verify-banner-dismissed";

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * "Please verify your e-mail — Resend", under the header for a signed-in user whose address is
 * not verified yet. The verify page itself does not need the reminder.
 */
export function VerifyEmailBanner() {
  const { user } = useCurrentUser();
  const [location] = useLocation();
  const [dismissed, setDismissed] = useState(readDismissed);
  const resend = useResendVerification();
  const width = useShellWidth();

  if (!user || user.emailVerified || dismissed || location.startsWith("/verify-email")) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // Private mode without storage: dismissed until the next reload, which is fine.
    }
  };

  return (
    <section aria-label="E-mail verification" className="border-b border-primary/20 bg-primary-soft/70">
      <div className={cn("mx-auto flex items-center gap-3 px-4 py-2.5 sm:px-6", width)}>
        <MailWarning className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="font-medium">Please verify your e-mail</span>
          <span className="hidden text-muted-foreground sm:inline"> — we sent a link to {user.email}.</span>
        </p>
        <Button variant="outline" size="sm" className="shrink-0" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {resend.isPending ? <Spinner className="size-3.5 text-current" /> : null}
          Resend
        </Button>
        <Button variant="ghost" size="icon" className="-mr-2 size-8 shrink-0" aria-label="Dismiss" onClick={dismiss}>
          <X aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}

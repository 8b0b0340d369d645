import { type ReactNode, useEffect, useState } from "react";
import { Redirect } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { AdminNeedsVerification } from "./admin-needs-verification";

/** Spec §4/§9: before giving up on a session, look again 3 times, 500 ms apart. */
export const GUARD_RETRIES = 3;
export const GUARD_RETRY_DELAY_MS = 500;

type RequireAuthProps = { children: ReactNode; adminOnly?: boolean };

/**
 * Renders its children for a signed-in user. Without one it keeps verifying the session
 * (a cookie set a moment ago may not have been seen yet) and then sends the visitor to /auth.
 * Admin-only content sends everyone else to /app, except an administrator's address still to be
 * verified: that user is told why the page is closed.
 */
export function RequireAuth({ children, adminOnly = false }: RequireAuthProps) {
  const { user, isLoading, refetch } = useCurrentUser();
  const [attempts, setAttempts] = useState(0);
  const missing = !isLoading && user === null;

  useEffect(() => {
    if (!missing || attempts >= GUARD_RETRIES) return;
    const timer = setTimeout(() => {
      void refetch().finally(() => setAttempts((n) => n + 1));
    }, GUARD_RETRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [missing, attempts, refetch]);

  if (user) {
    if (adminOnly && !user.isAdmin) return user.adminNeedsVerification ? <AdminNeedsVerification email={user.email} /> : <Redirect to="/app" replace />;
    return <>{children}</>;
  }
  if (isLoading || attempts < GUARD_RETRIES) return <PageSpinner label="Verifying your session..." className="min-h-dvh" />;
  return <Redirect to="/auth" replace />;
}

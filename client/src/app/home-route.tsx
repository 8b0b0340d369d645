import { Redirect } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { LandingPage } from "@/features/landing/landing-page";
import { useCurrentUser } from "@/lib/auth/use-current-user";

/** `/`: the studio for a signed-in user, the landing page for everyone else. */
export function HomeRoute() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner className="min-h-dvh" />;
  if (user) return <Redirect to="/app" replace />;
  return <LandingPage />;
}

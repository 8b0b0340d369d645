import { useState } from "react";
import { Redirect, useSearchParams } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { AuthCard, type AuthTab } from "./components/auth-card";
import { AuthIntro } from "./components/auth-intro";

/**
 * /login, /register and /auth (spec §2). `tab` comes from the route; /auth reads `?tab=register`.
 * A signed-in visitor goes straight to /app, except while a fresh registration hands off.
 */
export function AuthPage({ tab }: { tab?: AuthTab }) {
  const [params] = useSearchParams();
  const initialTab: AuthTab = tab ?? (params.get("tab") === "register" ? "register" : "login");
  const { user, isLoading } = useCurrentUser();
  const [handingOff, setHandingOff] = useState(false);

  if (isLoading) return <PageSpinner />;
  if (user && !handingOff) return <Redirect to="/app" replace />;

  return (
    <div className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-12 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_minmax(0,30rem)] lg:gap-20">
      <h1 className="sr-only lg:hidden">Sign in to Mockup Studio</h1>
      <AuthIntro />
      {/* Keyed so moving between /login and /register (same component) shows the right tab. */}
      <AuthCard key={initialTab} initialTab={initialTab} handingOff={handingOff} onAccountCreated={() => setHandingOff(true)} />
    </div>
  );
}

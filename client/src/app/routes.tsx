import { Suspense, lazy } from "react";
import { Route, Switch } from "wouter";
import { PageSpinner } from "@/components/ui/spinner";
import { LandingPage } from "@/features/landing/landing-page";
import { HomeRoute } from "./home-route";

const ShellRoutes = lazy(() => import("./shell-routes").then((m) => ({ default: m.ShellRoutes })));
// Arriving at the studio, its code is fetched beside the shell's instead of after the shell has
// loaded and rendered: one wait less before its first screen on a slow network (issue 32).
if (window.location.pathname === "/app") void import("@/features/studio/studio-page");

/** The route table of spec §2. The landing page brings its own header, so it sits outside the shell. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <HomeRoute />
      </Route>
      <Route path="/landing">
        <LandingPage />
      </Route>
      <Route>
        <Suspense fallback={<PageSpinner label="Loading..." />}>
          <ShellRoutes />
        </Suspense>
      </Route>
    </Switch>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { Suspense, lazy, startTransition, useEffect, useState } from "react";
import { Route, Switch, useLocation } from "wouter";
import { HeaderBar } from "@/components/layout/header-bar";
import { ShellFrame } from "@/components/layout/shell-frame";
import { PageSpinner } from "@/components/ui/spinner";
import { LandingPage } from "@/features/landing/landing-page";
import { prefetchStudio } from "@/features/studio/prefetch-studio";
import { studioLoading } from "@/features/studio/studio-frame";
import { HomeRoute } from "./home-route";

const ShellRoutes = lazy(() => import("./shell-routes").then((m) => ({ default: m.ShellRoutes })));

/**
 * Whether the first paint is behind us: false at first only when the app opens at `path`, so only
 * that page renders twice; the second render is a transition, in small slices.
 */
function usePaintedFirst(path: string) {
  const [painted, setPainted] = useState(() => window.location.pathname !== path);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => (timer = setTimeout(() => startTransition(() => setPainted(true)))));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/**
 * Arriving at the studio, its header and title are on screen before its code is asked for: on a
 * phone's network the shell's and the studio's scripts would otherwise share the line with the
 * app's own and hold back the first paint (issue 32). Then both are fetched side by side, not the
 * studio's after the shell has loaded and rendered, and so is what the studio lists.
 */
function Shell() {
  const [path] = useLocation();
  const studio = path === "/app";
  const painted = usePaintedFirst("/app");
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!studio || !painted) return;
    void import("@/features/studio/studio-page");
    prefetchStudio(queryClient);
  }, [studio, painted, queryClient]);
  if (studio && !painted) return <ShellLoading />;
  return (
    <Suspense fallback={<ShellLoading />}>
      <ShellRoutes />
    </Suspense>
  );
}

/** What shows while the shell's code loads: for the studio, its header bar and title where they will be. */
function ShellLoading() {
  const [path] = useLocation();
  if (path !== "/app") return <PageSpinner label="Loading..." />;
  return <ShellFrame header={<HeaderBar />}>{studioLoading}</ShellFrame>;
}

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
        <Shell />
      </Route>
    </Switch>
  );
}

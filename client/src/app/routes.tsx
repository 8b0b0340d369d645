import { useQueryClient } from "@tanstack/react-query";
import { type ComponentType, Suspense, lazy, useEffect, useState } from "react";
import { Route, Switch, useLocation } from "wouter";
import { HeaderBar } from "@/components/layout/header-bar";
import { ShellFrame } from "@/components/layout/shell-frame";
import { PageSpinner } from "@/components/ui/spinner";
import { LandingPage } from "@/features/landing/landing-page";
import { prefetchStudio } from "@/features/studio/prefetch-studio";
import { studioLoading } from "@/features/studio/studio-frame";
import { usePainted } from "@/lib/after-paint";
import { HomeRoute } from "./home-route";

let loadedShell: ComponentType | undefined;

/**
 * Loads the shell's code and keeps it, so what renders after it has arrived renders at once. A page
 * inside the shell comes with that code preloaded (server/src/lib/serve-spa.ts), and main.tsx
 * waits for it before the first render: a spinner painted first would hold the page back by
 * React's throttling of a fallback's reveal (300 ms), and by what else loads meanwhile (issue 32).
 */
export const loadShell = () => import("./shell-routes").then((m) => (loadedShell = m.ShellRoutes));
const LazyShellRoutes = lazy(() => loadShell().then((c) => ({ default: c })));

/**
 * Arriving at the studio, its header and title are on screen before its code is asked for: on a
 * phone's network the shell's and the studio's scripts would otherwise share the line with the
 * app's own and hold back the first paint (issue 32). Then both are fetched side by side, not the
 * studio's after the shell has loaded and rendered, and so is what the studio lists.
 */
function Shell() {
  const [path] = useLocation();
  const studio = path === "/app";
  // Reached from another page, the studio renders at once: only the page the app opened at waits.
  const painted = usePainted(window.location.pathname !== "/app");
  // Its code, when here before this first render; otherwise it renders lazily, and always will:
  // switching from one to the other would mount the page anew.
  const [LoadedShell] = useState(() => loadedShell);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!studio || !painted) return;
    void import("@/features/studio/studio-page");
    prefetchStudio(queryClient);
  }, [studio, painted, queryClient]);
  if (studio && !painted) return <ShellLoading />;
  if (LoadedShell) return <LoadedShell />;
  return (
    <Suspense fallback={<ShellLoading />}>
      <LazyShellRoutes />
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

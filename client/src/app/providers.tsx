import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, lazy } from "react";
import { usePainted } from "@/lib/after-paint";
import { queryClient } from "@/lib/query-client";
import { useCopyProtection } from "@/lib/use-copy-protection";

/**
 * Notifications render from their own chunk, asked for once the first screen is on screen: no first
 * screen shows one, and a toast raised before then shows when it arrives.
 */
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  useCopyProtection();
  const painted = usePainted();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {painted ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}

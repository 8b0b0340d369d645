import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, Suspense, lazy } from "react";
import { queryClient } from "@/lib/query-client";
import { useCopyProtection } from "@/lib/use-copy-protection";

/** Notifications render from their own chunk once the page is up: no first screen shows one. */
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  useCopyProtection();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}

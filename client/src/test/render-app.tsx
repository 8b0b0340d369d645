import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

/**
 * Renders `ui` inside the app's real providers: a fresh query client from the app's own factory
 * (spec §9 defaults, central error toasts), the router on an in-memory location, and the toaster.
 */
export function renderApp(ui: ReactElement, { path = "/app" }: { path?: string } = {}) {
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook}>
        {ui}
        <Toaster />
      </Router>
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient, location };
}

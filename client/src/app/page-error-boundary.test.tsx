import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense, lazy } from "react";
import { expect, it, vi } from "vitest";
import { PageErrorBoundary } from "./page-error-boundary";

it("a page whose code fails to load says so and offers a reload, instead of a blank screen", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  const reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, reload });
  const Page = lazy(() => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
  render(
    <PageErrorBoundary>
      <Suspense fallback="Loading...">
        <Page />
      </Suspense>
    </PageErrorBoundary>,
  );
  expect(await screen.findByRole("heading", { name: "This page could not be shown" })).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Reload" }));
  expect(reload).toHaveBeenCalledOnce();
  vi.unstubAllGlobals();
});

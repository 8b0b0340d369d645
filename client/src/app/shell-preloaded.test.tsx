import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { AppRoutes, loadShell } from "./routes";

// A file of its own: nothing has rendered the shell lazily before, as on a page's first load.
it("a page inside the shell whose code is here already (the server preloads it) renders at once, with no loading line first", async () => {
  await loadShell();
  window.history.replaceState(null, "", "/login");
  fakeApi({});
  renderApp(<AppRoutes />, { path: "/login" });
  expect(screen.getByRole("heading", { name: "Welcome back" })).toBeInTheDocument();
  expect(screen.queryByRole("status")).not.toBeInTheDocument();
});

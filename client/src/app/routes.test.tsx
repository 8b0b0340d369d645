import { screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { templateJson } from "@/test/factories";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { AppRoutes } from "./routes";

afterEach(() => window.history.replaceState(null, "", "/"));

it("opening the app at /app paints the studio's header bar and title first, then the page takes their place", async () => {
  window.history.replaceState(null, "", "/app");
  fakeApi({ "GET /api/auth/user": Response.json({ message: "Not signed in" }, { status: 401 }), "GET /api/templates": [templateJson(1)] });
  renderApp(<AppRoutes />, { path: "/app" });

  // The first render: the title and a loading line, before any of the shell's or the studio's code.
  expect(screen.getByRole("heading", { level: 1, name: "Create Mockups" })).toBeInTheDocument();
  expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  expect(screen.getByRole("link", { name: "Mockup Studio" })).toBeInTheDocument();
  expect(screen.queryByText("Upload Artwork")).not.toBeInTheDocument();

  expect(await screen.findByText("Upload Artwork", {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();
});

it("any other shell page opens with its own loading line, without the studio's title", () => {
  window.history.replaceState(null, "", "/terms");
  fakeApi({ "GET /api/auth/user": Response.json({ message: "Not signed in" }, { status: 401 }) });
  renderApp(<AppRoutes />, { path: "/terms" });
  expect(screen.getByRole("status")).toHaveTextContent("Loading...");
  expect(screen.queryByRole("heading", { name: "Create Mockups" })).not.toBeInTheDocument();
});

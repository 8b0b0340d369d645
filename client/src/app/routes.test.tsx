import { screen, waitFor } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { subscriptionJson, templateJson, userJson } from "@/test/factories";
import { fakeApi, setSignedInCookie } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { AppRoutes } from "./routes";

afterEach(() => window.history.replaceState(null, "", "/"));

// First in this file: the studio's code is not loaded yet (later tests find it in the module cache).
it("at /app, the catalogue and the user's rooms are asked for while the studio's code loads, once each", async () => {
  window.history.replaceState(null, "", "/app");
  setSignedInCookie();
  const askedBeforeTheStudio: string[] = [];
  const noting = (path: string, answer: unknown) => () => {
    if (!screen.queryByText("Upload Artwork")) askedBeforeTheStudio.push(path);
    return answer;
  };
  const api = fakeApi({
    "GET /api/auth/user": userJson(),
    "GET /api/subscription": subscriptionJson(),
    "GET /api/templates": noting("/api/templates", [templateJson(1)]),
    "GET /api/rooms": noting("/api/rooms", []),
  });
  renderApp(<AppRoutes />, { path: "/app" });
  expect(await screen.findByText("Upload Artwork", {}, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(api.count("GET /api/rooms")).toBe(1));
  expect(askedBeforeTheStudio).toEqual(["/api/templates", "/api/rooms"]);
  expect(api.count("GET /api/templates")).toBe(1);
});

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

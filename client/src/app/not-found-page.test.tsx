import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeApi, setSignedInCookie } from "@/test/fake-api";
import { userJson } from "@/test/factories";
import { renderApp } from "@/test/render-app";
import { NotFoundPage } from "./not-found-page";

const signedOut = () => {
  setSignedInCookie(false);
  return fakeApi({ "GET /api/auth/user": Response.json({ message: "Not signed in", code: "unauthorized" }, { status: 401 }) });
};
const nextLinks = () => screen.getByRole("navigation", { name: "Where to go next" });

describe("NotFoundPage", () => {
  it("in production: the heading and where to go next, no developer hint", async () => {
    signedOut();
    renderApp(<NotFoundPage developer={false} />, { path: "/no/such/page" });
    expect(screen.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeInTheDocument();
    expect(screen.queryByText(/forget to add the page to the router/)).toBeNull();
    expect(screen.queryByText(/routes\.tsx/)).toBeNull();
    const links = nextLinks();
    expect(links).toContainElement(screen.getByRole("link", { name: "Create Mockups" }));
    expect(screen.getByRole("link", { name: "Create Mockups" })).toHaveAttribute("href", "/app");
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    // A visitor has no gallery to go to.
    expect(screen.queryByRole("link", { name: "My Gallery" })).toBeNull();
  });

  it("offers My Gallery to a signed-in user", async () => {
    setSignedInCookie();
    fakeApi({ "GET /api/auth/user": userJson() });
    renderApp(<NotFoundPage developer={false} />, { path: "/nope" });
    expect(await screen.findByRole("link", { name: "My Gallery" }, { timeout: 5000 })).toHaveAttribute("href", "/dashboard");
  });

  it("in development it also names the route table", () => {
    signedOut();
    renderApp(<NotFoundPage developer />, { path: "/nope" });
    expect(screen.getByText(/Did you forget to add the page to the router\?/)).toBeInTheDocument();
    expect(screen.getByText("client/src/app/routes.tsx")).toBeInTheDocument();
  });
});

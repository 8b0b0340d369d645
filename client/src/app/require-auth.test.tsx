import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userJson } from "@/test/factories";
import { fakeApi, setSignedInCookie } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { RequireAuth } from "./require-auth";

const adminPage = (
  <RequireAuth adminOnly>
    <h1>Admin Dashboard</h1>
  </RequireAuth>
);

describe("RequireAuth on /admin", () => {
  it("an administrator's address not yet verified is told why, and can ask for a new link", async () => {
    setSignedInCookie();
    const api = fakeApi({
      "GET /api/auth/user": userJson({ email: "boss@example.com", emailVerified: false, adminNeedsVerification: true }),
      "POST /api/auth/resend-verification": { message: "We sent a new link to boss@example.com" },
    });
    const { user, location } = renderApp(adminPage, { path: "/admin" });
    expect(await screen.findByRole("heading", { name: "Verify your e-mail to use the admin page" })).toBeInTheDocument();
    expect(screen.getByText("boss@example.com")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Admin Dashboard" })).not.toBeInTheDocument();
    expect(location.history).toEqual(["/admin"]);

    await user.click(screen.getByRole("button", { name: "Send me a new link" }));
    expect(await screen.findByRole("button", { name: "New link sent" })).toBeDisabled();
    expect(api.count("POST /api/auth/resend-verification")).toBe(1);
  });

  it("anyone else who is not an admin is sent to /app, verified or not", async () => {
    setSignedInCookie();
    fakeApi({ "GET /api/auth/user": userJson({ emailVerified: false }) });
    const { location } = renderApp(adminPage, { path: "/admin" });
    await waitFor(() => expect(location.history.at(-1)).toBe("/app"));
    expect(screen.queryByRole("heading", { name: "Verify your e-mail to use the admin page" })).not.toBeInTheDocument();
  });

  it("the verified admin sees the page", async () => {
    setSignedInCookie();
    fakeApi({ "GET /api/auth/user": userJson({ isAdmin: true }) });
    renderApp(adminPage, { path: "/admin" });
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
  });
});

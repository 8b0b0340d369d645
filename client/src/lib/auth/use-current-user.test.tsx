import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { userJson } from "@/test/factories";
import { fakeApi, setSignedInCookie } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { useCurrentUser } from "./use-current-user";

function Who() {
  const { user, isLoading } = useCurrentUser();
  return <p>{isLoading ? "checking" : (user?.email ?? "signed out")}</p>;
}

describe("useCurrentUser", () => {
  it("signed out (no hint cookie): no request at all, and no wait", async () => {
    const api = fakeApi({ "GET /api/auth/user": userJson() });
    renderApp(<Who />);
    expect(screen.getByText("signed out")).toBeInTheDocument();
    // The refetch on mount runs too: it answers without asking.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText("signed out")).toBeInTheDocument();
    expect(api.count("GET /api/auth/user")).toBe(0);
  });

  it("with the hint: asks the server, and a 401 (a session that ended) still means no user", async () => {
    setSignedInCookie();
    const api = fakeApi({ "GET /api/auth/user": userJson({ email: "ada@example.com" }) });
    const { unmount } = renderApp(<Who />);
    expect(screen.getByText("checking")).toBeInTheDocument();
    expect(await screen.findByText("ada@example.com")).toBeInTheDocument();
    expect(api.count("GET /api/auth/user")).toBe(1);
    unmount();

    api.on("GET /api/auth/user", Response.json({ message: "Not signed in", code: "unauthorized" }, { status: 401 }));
    renderApp(<Who />);
    expect(await screen.findByText("signed out")).toBeInTheDocument();
  });
});

import type { QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { subscriptionJson, userJson } from "@/test/factories";
import { fakeApi, setSignedInCookie } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { PlanBanner } from "./plan-banner";

function signedIn(status: Parameters<typeof subscriptionJson>[0]) {
  setSignedInCookie();
  fakeApi({ "GET /api/auth/user": userJson(), "GET /api/subscription": subscriptionJson(status) });
}

const upgradeLink = (name: string) => screen.findByRole("link", { name });

describe("PlanBanner", () => {
  it("studio: 'Free Plan: X / 25 downloads used', the upgrade offer only from 80 %", async () => {
    signedIn({ imageCount: 19 });
    const { unmount } = renderApp(<PlanBanner variant="studio" />);
    expect(await screen.findByText("Free Plan: 19 / 25 downloads used")).toBeInTheDocument();
    expect(screen.getByText("Previews and saving are unlimited.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Upgrade to Premium" })).not.toBeInTheDocument();
    unmount();

    signedIn({ imageCount: 20 });
    renderApp(<PlanBanner variant="studio" />);
    expect(await upgradeLink("Upgrade to Premium")).toHaveAttribute("href", "/subscription");
    expect(screen.getByText("Free Plan: 20 / 25 downloads used")).toBeInTheDocument();
  });

  it("studio: nothing for a premium user", async () => {
    signedIn({ tier: "premium", status: "active", isPremium: true, imageCount: 40 });
    const { queryClient } = renderApp(<PlanBanner variant="studio" />);
    await settled(queryClient);
    expect(screen.queryByRole("region", { name: "Plan usage" })).not.toBeInTheDocument();
    expect(screen.queryByText(/Free Plan/)).not.toBeInTheDocument();
  });

  it("gallery: 'Free Plan: used/limit Downloads Used' with Upgrade, or premium's unlimited line", async () => {
    signedIn({ imageCount: 3 });
    const { unmount } = renderApp(<PlanBanner variant="gallery" />);
    expect(await screen.findByText("Free Plan: 3/25 Downloads Used")).toBeInTheDocument();
    expect(await upgradeLink("Upgrade")).toHaveAttribute("href", "/subscription");
    unmount();

    signedIn({ tier: "premium", status: "active", isPremium: true });
    renderApp(<PlanBanner variant="gallery" />);
    expect(await screen.findByText("Premium Plan: Unlimited Downloads")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Upgrade" })).not.toBeInTheDocument();
  });

  it("both screens count usage the same way, full at (or past) the limit", async () => {
    signedIn({ imageCount: 26, isLimitReached: true });
    renderApp(
      <>
        <PlanBanner variant="studio" />
        <PlanBanner variant="gallery" />
      </>,
    );
    expect(await screen.findByText("Free Plan: 26 / 25 downloads used")).toBeInTheDocument();
    expect(screen.getByText("Free Plan: 26/25 Downloads Used")).toBeInTheDocument();
    expect(screen.getByText("You have used all your free downloads. Upgrade to keep downloading.")).toBeInTheDocument();
    const bars = screen.getAllByRole("progressbar", { name: "Downloads used" });
    expect(bars.map((b) => b.getAttribute("aria-valuenow"))).toEqual(["100", "100"]);
  });
});

/** Waits until the subscription status has loaded and nothing is fetching any more. */
async function settled(queryClient: QueryClient) {
  await waitFor(() => {
    expect(queryClient.getQueryState(["/api/subscription"])?.status).toBe("success");
    expect(queryClient.isFetching()).toBe(0);
  });
}

import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { subscriptionJson, templateJson, userJson } from "@/test/factories";
import { type FakeRequest, fakeApi, setSignedInCookie } from "@/test/fake-api";
import { fakeImages } from "@/test/fake-images";
import { fakeUpload } from "@/test/fake-upload";
import { renderApp } from "@/test/render-app";
import { StudioPage } from "./studio-page";

/** Four templates: the 3x2 artwork's detected filter shows two of them, cleared it shows all four. */
const TEMPLATES = [
  templateJson(1, { name: "Mockup #1 - 4x5 - Black - Living Room", aspectRatio: "4x5" }),
  templateJson(2, { name: "Mockup #2 - 3x2 - Oak - Office", aspectRatio: "3x2", color: "oak", roomType: "office" }),
  templateJson(3, { name: "Mockup #3 - 3x2 - White - Bedroom", aspectRatio: "3x2", color: "white", roomType: "bedroom" }),
  templateJson(4, { name: "Mockup #4 - 1x1 - Black - Office", aspectRatio: "1x1", roomType: "office" }),
];

const limitReached = (imageCount: number, requested: number) =>
  Response.json({ message: "Free tier limit reached", code: "limit_reached", freeLimit: 25, imageCount, requested }, { status: 403 });

/** A signed-in free user who has used `used` of 25 downloads, with a wide artwork uploaded and the filters cleared. */
async function setup(used: number, exportAnswer: (request: FakeRequest) => Response) {
  setSignedInCookie();
  const api = fakeApi({
    "GET /api/auth/user": userJson(),
    "GET /api/subscription": subscriptionJson({ imageCount: used }),
    "GET /api/templates": TEMPLATES,
    "GET /api/rooms": [],
    "POST /api/exports": exportAnswer,
  });
  fakeUpload(() => ({ status: 201, body: { id: "art-wide", width: 1200, height: 800, aspectRatio: "3x2" } }));
  fakeImages({ answer: () => "fail" });
  const view = renderApp(<StudioPage />);
  await view.user.upload(screen.getByLabelText("Upload artwork"), new File(["png"], "wide.png", { type: "image/png" }));
  await screen.findByText("Your artwork has been uploaded successfully");
  await view.user.click(await screen.findByRole("checkbox", { name: "3x2 (Best Match)" }));
  await waitFor(() => expect(screen.getByText("4 files at full quality, one per shown template.")).toBeInTheDocument());
  return { api, ...view };
}

const zipButton = () => screen.getByRole("button", { name: "Download all (ZIP)" });

describe("the studio's ZIP and the free plan's downloads", () => {
  it("before asking: the files it will request and the downloads left, from the subscription status", async () => {
    await setup(13, () => limitReached(13, 4));
    expect(await screen.findByText("Each counts as a download: 12 of your 25 free downloads left.")).toBeInTheDocument();
  });

  it("more files than downloads left: says so before the request, then shows the server's numbers, with no redirect", async () => {
    // The server has counted one more download than the status on screen knows of.
    const { api, user, location } = await setup(23, () => limitReached(24, 4));
    const note = await screen.findByTestId("zip-allowance");
    expect(note).toHaveTextContent("This ZIP holds 4 mockups; you have 2 downloads left on the free plan.");
    expect(within(note).getByRole("link", { name: "Upgrade" })).toHaveAttribute("href", "/subscription");

    await user.click(zipButton());
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByRole("heading", { name: "Free tier limit reached" })).toBeInTheDocument();
    expect(within(dialog).getByText("This ZIP holds 4 mockups; you have 1 download left on the free plan.")).toBeInTheDocument();
    expect(within(dialog).getByText("Make a ZIP of 1 mockup, or upgrade to Premium for unlimited downloads.")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/subscription");
    expect(screen.queryByText(/You've used all/)).not.toBeInTheDocument();
    // It asked for every shown template, and the user stays in the studio.
    const sent = api.requests.find((r) => r.method === "POST" && r.path === "/api/exports");
    expect((sent?.body as { items: unknown[] }).items).toHaveLength(4);
    expect(location.history).toEqual(["/app"]);

    await user.click(within(dialog).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(location.history).toEqual(["/app"]);
    expect(zipButton()).toBeEnabled();
  });

  it("nothing left: the spec's words, the upgrade still a choice", async () => {
    const { user, location } = await setup(20, () => limitReached(25, 4));
    await user.click(zipButton());
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("This ZIP holds 4 mockups; you have no downloads left on the free plan.")).toBeInTheDocument();
    expect(within(dialog).getByText("You've used all 25 mockups in your free plan. Upgrade to Premium for unlimited mockups!")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("link", { name: "Upgrade to Premium" }));
    expect(location.history).toEqual(["/app", "/subscription"]);
  });

  it("any other failure shows the server's message, not its JSON", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user } = await setup(0, () =>
      Response.json({ message: "Exports are not available right now. Please try again shortly.", code: "unavailable" }, { status: 503 }),
    );
    await user.click(zipButton());
    expect(await screen.findByText("Exports are not available right now. Please try again shortly.")).toBeInTheDocument();
    expect(screen.getByText("Download Failed")).toBeInTheDocument();
    expect(screen.queryByText(/\{"message"/)).not.toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});

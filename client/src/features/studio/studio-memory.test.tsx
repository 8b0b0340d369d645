import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { templateJson } from "@/test/factories";
import { fakeApi, type FakeRequest } from "@/test/fake-api";
import { fakeImages } from "@/test/fake-images";
import { fakePreviews } from "@/test/fake-previews";
import { fakeUpload } from "@/test/fake-upload";
import { getToasts } from "@/lib/toast-store";
import { renderApp } from "@/test/render-app";
import { STUDIO_SESSION_KEY } from "./lib/studio-session";
import { StudioPage } from "./studio-page";

// Issue 25: nothing chosen in the studio is lost to a reload, a trip to the gallery or signing in.
const TEMPLATES = [
  templateJson(1, { name: "Mockup #1 - 4x5 - Black - Living Room", aspectRatio: "4x5", color: "black", roomType: "living room" }),
  templateJson(2, { name: "Mockup #2 - 3x2 - Oak - Office", aspectRatio: "3x2", color: "oak", roomType: "office" }),
  templateJson(3, { name: "Mockup #3 - 3x2 - White - Bedroom", aspectRatio: "3x2", color: "white", roomType: "bedroom" }),
  templateJson(4, { name: "Mockup #4 - 1x1 - Black - Office", aspectRatio: "1x1", color: "black", roomType: "office" }),
];
const WIDE = { id: "art-wide", width: 1200, height: 800, aspectRatio: "3x2" };

/**
 * An anonymous visitor. The server keeps `usable`: the artworks it still counts as this
 * browser's (GET /api/artworks?ids= answers those of the ids asked, in order).
 */
function setup() {
  const usable = new Set<string>();
  const api = fakeApi({
    "GET /api/auth/user": Response.json({ message: "Not signed in" }, { status: 401 }),
    "GET /api/templates": TEMPLATES,
    "GET /api/artworks": ({ url }: FakeRequest) => (url.searchParams.get("ids") ?? "").split(",").flatMap((id) => (usable.has(id) && id === WIDE.id ? [WIDE] : [])),
  });
  fakeUpload(() => {
    usable.add(WIDE.id);
    return { status: 201, body: WIDE };
  });
  const previews = fakePreviews(api, [WIDE.id]);
  fakeImages({ answer: (src) => (src.startsWith("data:image/jpeg") ? "load" : "fail") });
  return { api, previews, usable };
}

/** The studio as a new page load finds it (a fresh query cache and address, the same browser storage), once all its parts are shown. */
async function openStudio(path = "/app") {
  const view = renderApp(<StudioPage />, { path });
  await screen.findByText("Filter Templates");
  return view;
}

const cards = () => within(screen.getByRole("list", { name: "Templates" })).getAllByRole("article");
const cardNames = () => cards().map((c) => c.getAttribute("aria-label"));
/** The toasts shown so far (a toast may close by itself meanwhile: its id stays). */
const toastIds = () => getToasts().map((t) => t.id);
const address = (location: { history?: string[] }) => location.history?.at(-1);

async function uploadWide(user: Awaited<ReturnType<typeof openStudio>>["user"]) {
  await user.upload(screen.getByLabelText("Upload artwork"), new File(["not really an image"], "wide.png", { type: "image/png" }));
  await screen.findByText("Your artwork has been uploaded successfully");
}

describe("the studio remembers", () => {
  it("puts the options in the address, replacing the entry rather than adding one per click", async () => {
    setup();
    const { user, location } = await openStudio();
    await waitFor(() => expect(cards()).toHaveLength(4));

    await user.click(screen.getByRole("radio", { name: /Fill - Crop to fill/ }));
    await user.selectOptions(screen.getByLabelText("Mat"), "ivory");
    await user.selectOptions(screen.getByLabelText("Print size"), "custom");
    await user.type(screen.getByRole("textbox", { name: "Custom print size" }), "63x42cm{Enter}");
    await user.click(screen.getByRole("checkbox", { name: "Office" }));

    expect(location.history).toEqual(["/app?room=office&fit=fill&mat=ivory&size=63x42cm"]);
    expect(cardNames()).toEqual(["Mockup #2", "Mockup #4"]);
  });

  it("a shared address opens with its choices", async () => {
    setup();
    await openStudio("/app?ratio=1x1&fit=fill&frame=black&mat=ivory&size=63x42cm");
    await waitFor(() => expect(cardNames()).toEqual(["Mockup #4"]));
    expect(screen.getByRole("checkbox", { name: "1x1" })).toBeChecked();
    expect(screen.getByRole("radio", { name: /Fill - Crop to fill/ })).toBeChecked();
    expect(screen.getByLabelText("Frame")).toHaveValue("black");
    expect(screen.getByLabelText("Mat")).toHaveValue("ivory");
    expect(screen.getByRole("textbox", { name: "Custom print size" })).toHaveValue("63x42cm");
  });

  it("an address it cannot read opens the spec's defaults, tidied", async () => {
    setup();
    const { location } = await openStudio("/app?fit=stretch&frame=plastic");
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.getByRole("radio", { name: /Expand - Stretch to fill/ })).toBeChecked();
    expect(screen.getByLabelText("Frame")).toHaveValue("none");
    expect(address(location)).toBe("/app");
  });

  it("after a reload: the same artwork, options and filters, and the grid rendered again without a word", async () => {
    const { api, previews } = setup();
    const first = await openStudio();
    await waitFor(() => expect(cards()).toHaveLength(4));
    await uploadWide(first.user);
    await first.user.click(screen.getByRole("radio", { name: /Fill - Crop to fill/ }));
    await first.user.selectOptions(screen.getByLabelText("Mat"), "white");
    await first.user.click(screen.getByRole("button", { name: "Apply to All Mockups" }));
    await screen.findByText("Your artwork has been applied to 2 template(s) (filtered)");
    first.unmount();
    const toastsBefore = toastIds();

    // A bare /app (the header's link, the way back from signing in): the last options come back.
    const { location } = await openStudio();
    expect(screen.getByTestId("detected-ratio")).toHaveTextContent("3x2");
    expect(screen.getByText(/wide\.png/)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: /Fill - Crop to fill/ })).toBeChecked();
    expect(screen.getByLabelText("Mat")).toHaveValue("white");
    await waitFor(() => expect(address(location)).toBe("/app?fit=fill&mat=white"));
    expect(location.history).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole("checkbox", { name: "3x2 (Best Match)" })).toBeChecked());
    expect(screen.getByText("Auto-detected")).toBeInTheDocument();

    const [applied] = cards();
    expect(await within(applied!).findByRole("button", { name: "Save Mockup #2" })).toBeInTheDocument();
    const again = previews.batches.slice(-2);
    expect(again.every((b) => b.query.get("fit") === "fill" && b.query.get("mat") === "white")).toBe(true);
    expect(api.count("GET /api/artworks")).toBe(1);
    expect(api.requests.find((r) => r.path === "/api/artworks")?.url.searchParams.get("ids")).toBe(WIDE.id);
    // Only the first run spoke.
    expect(toastIds()).toEqual(toastsBefore);
  });

  it("filters the user set for an artwork are not detected over after a reload", async () => {
    setup();
    const first = await openStudio();
    await waitFor(() => expect(cards()).toHaveLength(4));
    await uploadWide(first.user);
    await first.user.click(screen.getByRole("checkbox", { name: "3x2 (Best Match)" }));
    await first.user.click(screen.getByRole("checkbox", { name: "Black" }));
    expect(cardNames()).toEqual(["Mockup #1", "Mockup #4"]);
    first.unmount();

    await openStudio();
    await waitFor(() => expect(cardNames()).toEqual(["Mockup #1", "Mockup #4"]));
    expect(screen.getByRole("checkbox", { name: "All Aspect Ratios" })).toBeChecked();
    expect(screen.queryByText("Auto-detected")).not.toBeInTheDocument();
    expect(screen.getByTestId("detected-ratio")).toHaveTextContent("3x2");
  });

  it("an artwork the server no longer counts as yours (expired, another account's) quietly goes", async () => {
    const { api, usable } = setup();
    const first = await openStudio();
    await waitFor(() => expect(cards()).toHaveLength(4));
    await uploadWide(first.user);
    await first.user.click(screen.getByRole("radio", { name: /Fill - Crop to fill/ }));
    first.unmount();
    usable.clear();
    const toastsBefore = toastIds();

    const second = await openStudio();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Available Templates" })).toBeInTheDocument());
    expect(screen.queryByTestId("detected-ratio")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply to All Mockups" })).toBeDisabled();
    expect(toastIds()).toEqual(toastsBefore);
    // The options were the user's, not the artwork's: they stay.
    expect(screen.getByRole("radio", { name: /Fill - Crop to fill/ })).toBeChecked();
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(STUDIO_SESSION_KEY) ?? "{}")).toMatchObject({ artworks: [], current: null }));
    second.unmount();

    // Nothing left to ask about.
    await openStudio();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(api.count("GET /api/artworks")).toBe(1);
  });

  it("enlarging a result is a step Back can undo; tweaks are not", async () => {
    setup();
    const { user, location } = await openStudio();
    await waitFor(() => expect(cards()).toHaveLength(4));
    await uploadWide(user);
    await user.click(screen.getByRole("button", { name: "Apply to All Mockups" }));
    await screen.findByText(/has been applied to/);

    await user.click(screen.getByRole("button", { name: "Enlarge Mockup #2" }));
    expect(await screen.findByRole("dialog", { name: "Mockup #2" })).toBeInTheDocument();
    expect(location.history).toEqual(["/app", "/app?preview=2"]);
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Template } from "@shared/templates";
import { templateJson } from "@/test/factories";
import { fakeApi, type FakeRequest } from "@/test/fake-api";
import { fakeImages } from "@/test/fake-images";
import { fakePreviews } from "@/test/fake-previews";
import { fakeUpload } from "@/test/fake-upload";
import { renderApp } from "@/test/render-app";
import { StudioPage } from "./studio-page";

const TEMPLATES = [
  templateJson(1, { name: "Mockup #1 - 4x5 - Black - Living Room", aspectRatio: "4x5", color: "black", roomType: "living room" }),
  templateJson(2, { name: "Mockup #2 - 3x2 - Oak - Office", aspectRatio: "3x2", color: "oak", roomType: "office" }),
  templateJson(3, { name: "Mockup #3 - 3x2 - White - Bedroom", aspectRatio: "3x2", color: "white", roomType: "bedroom" }),
  templateJson(4, { name: "Mockup #4 - 1x1 - Black - Office", aspectRatio: "1x1", color: "black", roomType: "office" }),
];

/** Artworks by file name: the server answers with the size it decoded. */
const ARTWORKS: Record<string, { id: string; width: number; height: number; aspectRatio: string }> = {
  "wide.png": { id: "art-wide", width: 1200, height: 800, aspectRatio: "3x2" },
  "square.png": { id: "art-square", width: 900, height: 900, aspectRatio: "1x1" },
};

/** An anonymous visitor on a server with TEMPLATES; local files cannot be measured, so the server's size counts. */
function setup({ failPreviewOf, templates = TEMPLATES }: { failPreviewOf?: number; templates?: Template[] } = {}) {
  const api = fakeApi({
    "GET /api/auth/user": Response.json({ message: "Not signed in" }, { status: 401 }),
    "GET /api/templates": templates,
    "GET /api/artworks/art-wide/print-quality": (request: FakeRequest) =>
      request.url.searchParams.get("size") === "70x50cm"
        ? { dpi: 203, label: "Good", maxSizeCm: { at300: [33.8, 47.4], at150: [67.7, 94.8] } }
        : Response.json({ message: "unexpected size" }, { status: 400 }),
  });
  fakeUpload((file) =>
    file.name === "huge.png"
      ? { status: 413, body: { message: "The image is larger than 25 MB", code: "image_too_large" } }
      : { status: 201, body: ARTWORKS[file.name] },
  );
  const previews = fakePreviews(api, ["art-wide", "art-square"], (_, templateId) => (templateId === failPreviewOf ? "fail" : "ok"));
  // Local files cannot be measured here; the previews' pictures load.
  fakeImages({ answer: (src) => (src.startsWith("data:image/jpeg") ? "load" : "fail") });
  return { previews, ...renderApp(<StudioPage />) };
}

const file = (name: string) => new File(["not really an image"], name, { type: "image/png" });
const cards = () => within(screen.getByRole("list", { name: "Templates" })).getAllByRole("article");
const cardNames = () => cards().map((c) => c.getAttribute("aria-label"));
const ratio = (name: string) => screen.getByRole("checkbox", { name });

async function upload(user: ReturnType<typeof setup>["user"], name: string) {
  await user.upload(screen.getByLabelText("Upload artwork"), file(name));
  await screen.findByText("Your artwork has been uploaded successfully");
}

describe("StudioPage", () => {
  it("selects the closest ratio once per image; clearing it clears the choice; a new image detects again", async () => {
    const { user } = setup();
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(screen.getByRole("heading", { name: "Available Templates" })).toBeInTheDocument();

    await upload(user, "wide.png");
    expect(screen.getByTestId("detected-ratio")).toHaveTextContent("3x2");
    expect(ratio("3x2 (Best Match)")).toBeChecked();
    expect(screen.getByText("Auto-detected")).toBeInTheDocument();
    expect(cardNames()).toEqual(["Mockup #2", "Mockup #3"]);
    expect(screen.getByText("Showing 2 of 4 templates")).toBeInTheDocument();

    // Unticking the chosen ratio ends the automatic choice: no badge, and it is not chosen again.
    await user.click(ratio("3x2 (Best Match)"));
    expect(screen.queryByText("Auto-detected")).not.toBeInTheDocument();
    expect(screen.queryByText("(Best Match)")).not.toBeInTheDocument();
    expect(ratio("All Aspect Ratios")).toBeChecked();
    expect(cards()).toHaveLength(4);
    await user.click(screen.getByRole("checkbox", { name: "Black" }));
    expect(ratio("3x2")).not.toBeChecked();
    expect(cardNames()).toEqual(["Mockup #1", "Mockup #4"]);

    // A new image is matched again, keeping the other groups' ticks.
    await upload(user, "square.png");
    await waitFor(() => expect(ratio("1x1 (Best Match)")).toBeChecked());
    expect(screen.getByText("Auto-detected")).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Black" })).toBeChecked();
    expect(cardNames()).toEqual(["Mockup #4"]);
  });

  it("applies to the filtered templates, skipping one that fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { user } = setup({ failPreviewOf: 3 });
    await waitFor(() => expect(cards()).toHaveLength(4));
    await upload(user, "wide.png");

    await user.click(screen.getByRole("button", { name: "Apply to All Mockups" }));
    expect(await screen.findByText("Your artwork has been applied to 1 template(s) (filtered)")).toBeInTheDocument();
    const [applied, failed] = cards();
    expect(within(applied!).getByRole("button", { name: "Save Mockup #2" })).toBeInTheDocument();
    expect(within(failed!).queryByRole("button", { name: "Save Mockup #3" })).not.toBeInTheDocument();
    expect(within(failed!).getByText("Click Apply to All Mockups to see your artwork here")).toBeInTheDocument();
  });

  it("Frame & size re-renders the grid with the choice and shows the print quality", async () => {
    const { user, previews } = setup();
    await waitFor(() => expect(cards()).toHaveLength(4));
    await upload(user, "wide.png");
    await user.click(screen.getByRole("button", { name: "Apply to All Mockups" }));
    await screen.findByText(/Your artwork has been applied to/);

    await user.selectOptions(screen.getByLabelText("Mat"), "white");
    // The 3:2 landscape art is offered landscape sizes.
    await user.selectOptions(screen.getByLabelText("Print size"), "70x50cm");
    await waitFor(() => expect(previews.batches.some(({ query }) => query.get("mat") === "white" && query.get("size") === "70x50cm")).toBe(true));
    expect(await screen.findByText("At 70 × 50 cm this artwork prints at 203 DPI — good up to 34 × 47 cm at 300 DPI")).toBeInTheDocument();
    expect(screen.getByText("Good.")).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Print size"), "custom");
    await user.type(screen.getByRole("textbox", { name: "Custom print size" }), "0x10cm{Enter}");
    expect(await screen.findByText("size must be at least 1 cm on each side")).toBeInTheDocument();
  });

  it("says what is missing when Apply cannot run", async () => {
    const { user } = setup();
    await waitFor(() => expect(cards()).toHaveLength(4));
    await upload(user, "wide.png");
    await user.click(screen.getByRole("checkbox", { name: "White" }));
    await user.click(screen.getByRole("checkbox", { name: "Living Room" }));
    expect(screen.getByText("No templates match the selected filters")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Apply to All Mockups" }));
    expect(await screen.findByText("No templates available")).toBeInTheDocument();
    expect(screen.getByText("Cannot apply to mockups")).toBeInTheDocument();
  });

  it("an upload the server refuses shows its message and takes the preview away", async () => {
    const { user } = setup();
    await waitFor(() => expect(cards()).toHaveLength(4));
    await user.upload(screen.getByLabelText("Upload artwork"), file("huge.png"));
    expect(await screen.findByText("The image is larger than 25 MB")).toBeInTheDocument();
    expect(screen.getByText("Upload failed")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Available Templates" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Apply to All Mockups" })).toBeDisabled();
  });

  it("print sizes follow the artwork: a landscape artwork is offered landscape sizes, its own proportions first", async () => {
    const { user } = setup();
    await waitFor(() => expect(cards()).toHaveLength(4));
    await upload(user, "wide.png");
    const select = screen.getByLabelText("Print size");
    const own = within(select).getByRole("group", { name: "Your art's proportions" });
    expect(within(own).getAllByRole("option").map((o) => o.getAttribute("value"))).toEqual(["30x20cm", "18x12in", "60x40cm", "90x60cm", "36x24in"]);
    const values = within(select).getAllByRole("option").map((o) => o.getAttribute("value"));
    expect(values).toContain("70x50cm");
    expect(values).not.toContain("50x70cm");
    expect(screen.getByText("Bare walls hang your art at its own proportions.")).toBeInTheDocument();
  });

  it("the frame colour is for bare walls: among framed rooms only it is disabled and says why", async () => {
    setup();
    await waitFor(() => expect(cards()).toHaveLength(4));
    const frame = screen.getByLabelText("Frame");
    expect(frame).toBeDisabled();
    expect(frame).toHaveAccessibleDescription(/These rooms come framed, so there is no frame to choose/);
  });

  it("with a bare wall in the grid the frame colour can be chosen", async () => {
    const wall = templateJson(5, { name: "Mockup #5 - Living Room", aspectRatio: null, color: null, pxPerCm: 6.7, anchor: [800, 500], defaultSize: "100x70cm" });
    const { user } = setup({ templates: [...TEMPLATES, wall] });
    await waitFor(() => expect(cards()).toHaveLength(5));
    const frame = screen.getByLabelText("Frame");
    expect(frame).toBeEnabled();
    expect(frame).toHaveAccessibleDescription("The frame dresses bare walls and rendered rooms. Photographed frames keep their own frame and mat.");
    await user.selectOptions(frame, "oak");
    expect(screen.getByLabelText("Frame width")).toBeInTheDocument();
  });

  it("with a rendered room in the grid the frame colour can be chosen too", async () => {
    const rendered = templateJson(6, { name: "Linen bedroom", origin: "rendered" });
    setup({ templates: [...TEMPLATES, rendered] });
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.getByLabelText("Frame")).toBeEnabled();
  });

  it("a framed room that stretches the art under Expand suggests Fill; Use Fill re-renders every card", async () => {
    const { user, previews } = setup();
    await waitFor(() => expect(cards()).toHaveLength(4));
    await upload(user, "wide.png");
    await user.click(ratio("All Aspect Ratios"));
    await user.click(screen.getByRole("button", { name: "Apply to All Mockups" }));
    await screen.findByText(/Your artwork has been applied to 4 template/);
    const tipOf = (name: string) => within(screen.getByRole("article", { name })).queryByText(/Tip: Fill keeps your art.s proportions/);
    // The 3:2 art in 4x5 and 1x1 frames is stretched; in the 3x2 frames it is not.
    expect(tipOf("Mockup #1")).toBeInTheDocument();
    expect(tipOf("Mockup #4")).toBeInTheDocument();
    expect(tipOf("Mockup #2")).not.toBeInTheDocument();
    await user.click(within(screen.getByRole("article", { name: "Mockup #1" })).getByRole("button", { name: "Use Fill" }));
    expect(screen.getByRole("radio", { name: /Fill - Crop to fill/ })).toBeChecked();
    await waitFor(() => expect(previews.batches.some(({ query }) => query.get("fit") === "fill")).toBe(true));
    await waitFor(() => expect(tipOf("Mockup #1")).not.toBeInTheDocument());
  });
});

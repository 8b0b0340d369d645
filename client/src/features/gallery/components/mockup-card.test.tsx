import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { SavedMockup } from "@shared/mockups";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { MockupCard } from "./mockup-card";

const mockup = (options: SavedMockup["options"]): SavedMockup => ({
  id: 5,
  name: "Hall",
  imageUrl: "/api/mockups/images/5.png",
  thumbnailUrl: "/api/mockups/images/5.png?thumbnail=true",
  downloadUrl: "/api/mockups/download/5",
  templateId: 2,
  options,
  createdAt: "2026-01-02T03:04:05.000Z",
});

describe("MockupCard", () => {
  it("shows the frame, mat, size and fitting the mockup was made with", () => {
    fakeApi();
    renderApp(
      <ul>
        <MockupCard mockup={mockup({ fit: "fill", frame: "walnut", frameWidth: 2.5, mat: "white", matWidth: 5, size: "50x70cm", light: "keep" })} selected={false} onSelectedChange={() => undefined} />
      </ul>,
    );
    expect(screen.getByText("Walnut frame · White mat · 50 × 70 cm · Fitting: Fill")).toBeInTheDocument();
  });

  it("shows no options line for an uploaded image", () => {
    fakeApi();
    renderApp(
      <ul>
        <MockupCard mockup={mockup(null)} selected={false} onSelectedChange={() => undefined} />
      </ul>,
    );
    expect(screen.getByRole("heading", { name: "Hall" })).toBeInTheDocument();
    expect(screen.queryByText(/Fitting:/)).toBeNull();
  });
});

describe("MockupCard downloads", () => {
  beforeEach(() => localStorage.clear());

  /** Records what each download link was asked to save (jsdom does not save files). */
  function savedFiles() {
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return names;
  }
  const file = () => new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { headers: { "content-type": "image/jpeg" } });

  it("downloads PNG by default, named after the mockup", async () => {
    const api = fakeApi({ "GET /api/mockups/download/5": file });
    const names = savedFiles();
    const { user } = renderApp(
      <ul>
        <MockupCard mockup={mockup(null)} selected={false} onSelectedChange={() => undefined} />
      </ul>,
    );
    await user.click(screen.getByRole("button", { name: "Download" }));
    await screen.findByText("Your mockup has been downloaded");
    expect(api.requests.find((r) => r.path === "/api/mockups/download/5")?.url.search).toBe("?format=png");
    expect(names).toEqual(["hall-5.png"]);
  });

  it("the larger view offers JPEG with a quality; the choice carries to the card's Download", async () => {
    const api = fakeApi({ "GET /api/mockups/download/5": file });
    const names = savedFiles();
    const { user } = renderApp(
      <ul>
        <MockupCard mockup={mockup(null)} selected={false} onSelectedChange={() => undefined} />
      </ul>,
    );
    await user.click(screen.getByRole("button", { name: "View Hall larger" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: /JPEG/ }));
    fireEvent.change(within(dialog).getByRole("slider", { name: "JPEG quality" }), { target: { value: "75" } });
    await user.click(within(dialog).getByRole("button", { name: "Download full quality JPEG" }));
    await screen.findByText("Your mockup has been downloaded");
    expect(api.requests.filter((r) => r.path === "/api/mockups/download/5").map((r) => r.url.search)).toEqual(["?format=jpeg&quality=75"]);
    expect(names).toEqual(["hall-5.jpg"]);

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Download" }));
    await vi.waitFor(() => expect(names).toHaveLength(2));
    expect(api.requests.filter((r) => r.path === "/api/mockups/download/5").map((r) => r.url.search)).toEqual(["?format=jpeg&quality=75", "?format=jpeg&quality=75"]);
    expect(names[1]).toBe("hall-5.jpg");
  });
});

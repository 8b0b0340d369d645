import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
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

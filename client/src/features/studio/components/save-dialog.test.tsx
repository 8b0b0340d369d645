import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { deferred, fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { SaveDialog, type SaveTarget } from "./save-dialog";

const TARGET: SaveTarget = {
  imageUrl: "/api/artworks/art-1/mockups/2?fit=fill",
  templateId: 2,
  templateName: "Mockup #2 - 3x2 - Oak - Office",
  artworkId: "art-1",
  fit: "fill",
};

const SAVED = {
  id: 41,
  name: "Hall",
  imageUrl: "/api/mockups/images/41.png",
  thumbnailUrl: "/api/mockups/images/41.png?thumbnail=true",
  downloadUrl: "/api/mockups/download/41",
  templateId: 2,
  options: null,
  createdAt: "2026-01-02T03:04:05.000Z",
};

const nameField = () => screen.getByRole("textbox", { name: "Mockup Name" });
const saveButton = () => screen.getByRole("button", { name: /Save Mockup|Saving\.\.\./ });

describe("SaveDialog", () => {
  it("opens with 'My {template name} Mockup' and the spec's placeholder", () => {
    fakeApi();
    renderApp(<SaveDialog target={TARGET} onClose={() => undefined} />);
    expect(screen.getByRole("dialog", { name: "Save Your Mockup" })).toBeInTheDocument();
    expect(nameField()).toHaveValue("My Mockup #2 Mockup");
    expect(nameField()).toHaveAttribute("placeholder", "My Wall Art Mockup");
    expect(screen.getByRole("img", { name: "Mockup preview" })).toHaveAttribute("src", TARGET.imageUrl);
    expect(saveButton()).toBeEnabled();
  });

  it("cannot save a blank name", async () => {
    const api = fakeApi();
    const { user } = renderApp(<SaveDialog target={TARGET} onClose={() => undefined} />);
    await user.clear(nameField());
    expect(saveButton()).toBeDisabled();
    await user.type(nameField(), "   ");
    expect(saveButton()).toBeDisabled();
    await user.type(nameField(), "Hall");
    expect(saveButton()).toBeEnabled();
    expect(api.count("POST /api/mockups")).toBe(0);
  });

  it("reads 'Saving...' while saving, sends what the server renders from, then closes", async () => {
    const answer = deferred<Response>();
    const api = fakeApi({ "POST /api/mockups": () => answer.promise });
    const onClose = vi.fn();
    const { user } = renderApp(<SaveDialog target={TARGET} onClose={onClose} />);
    await user.clear(nameField());
    await user.type(nameField(), "  Hall  ");
    await user.click(saveButton());

    await waitFor(() => expect(saveButton()).toHaveTextContent("Saving..."));
    expect(saveButton()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    expect(api.requests.find((r) => r.method === "POST")?.body).toEqual({ name: "Hall", artworkId: "art-1", templateId: 2, fit: "fill" });

    answer.resolve(Response.json(SAVED, { status: 201 }));
    expect(await screen.findByText("Your mockup has been saved to your account")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("keeps the dialog open and shows the server's message when saving fails", async () => {
    fakeApi({ "POST /api/mockups": Response.json({ message: "Template not found", code: "not_found" }, { status: 404 }) });
    const onClose = vi.fn();
    const { user } = renderApp(<SaveDialog target={TARGET} onClose={onClose} />);
    await user.click(saveButton());
    expect(await screen.findByText("Error: Template not found")).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent("Save Mockup");
    expect(onClose).not.toHaveBeenCalled();
  });
});

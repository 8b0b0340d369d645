import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { PsdImport } from "@shared/psd";
import { psdImportJson } from "@/test/factories";
import { renderApp } from "@/test/render-app";
import { PsdImportDialog } from "./psd-import-dialog";

function open(psd: PsdImport = psdImportJson(), onSave = vi.fn()) {
  renderApp(<PsdImportDialog psd={psd} imageUrl="/api/templates/images/doc.png" title="Import the Photoshop mockup" saveLabel="Save Template" saving={false} onSave={onSave} onClose={() => undefined} />);
  return onSave;
}

const box = (name: string) => screen.getByRole("checkbox", { name });

describe("PsdImportDialog", () => {
  it("lists the smart objects by layer name with a thumbnail, the server's choice ticked, a refused one disabled with its reason", () => {
    open();
    expect(screen.getByText(/We found 3 smart objects in this file/)).toBeInTheDocument();
    expect(box("Your Design")).toBeChecked();
    expect(box("Your Design")).toHaveAccessibleDescription("Receives the art");
    expect(box("Frame Shadow")).not.toBeChecked();
    expect(box("Frame Shadow")).toHaveAccessibleDescription("Keeps its own content");
    expect(box("Linked Poster")).toBeDisabled();
    expect(box("Linked Poster")).toHaveAccessibleDescription("Smart object “Linked Poster” is linked to an outside file: in Photoshop use Embed Linked, then save again");
    const list = screen.getByRole("group", { name: "Smart objects that receive the art" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(list.querySelectorAll("img")).toHaveLength(3);
  });

  it("lists the Photoshop features the file uses, each supported or why not", () => {
    open();
    const features = screen.getByRole("region", { name: "Photoshop features in this file" });
    const items = within(features).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Multiply blend modeSupported",
      "Curves adjustment layerSupported",
      "Smart object “Linked Poster”: linkedSmart object “Linked Poster” is linked to an outside file: in Photoshop use Embed Linked, then save again",
    ]);
  });

  it("Save sends the ticked smart objects; none ticked says why and cannot be saved", () => {
    const onSave = open();
    fireEvent.click(box("Frame Shadow"));
    fireEvent.click(screen.getByRole("button", { name: "Save Template" }));
    expect(onSave).toHaveBeenLastCalledWith([0, 1]);
    fireEvent.click(box("Your Design"));
    fireEvent.click(box("Frame Shadow"));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose at least one smart object to receive the art");
    expect(screen.getByRole("button", { name: "Save Template" })).toBeDisabled();
  });

  it("shows the self-test as the server measured it, without a warning within the thresholds", () => {
    open();
    const line = screen.getByTestId("psd-fidelity");
    expect(line).toHaveTextContent("Matches Photoshop: 0.4 / 255");
    expect(line).toHaveTextContent("Inside the smart objects: 1.2 / 255 at most");
    expect(line).toHaveAttribute("role", "status");
    expect(line).not.toHaveTextContent(/Check a preview/);
  });

  it("warns past 1.0 / 255 over the image or 4.0 inside a smart object", () => {
    open(psdImportJson({ fidelity: { canvas: 0.8, windows: [4.6], composite: true } }));
    const line = screen.getByRole("alert");
    expect(line).toHaveTextContent("Matches Photoshop: 0.8 / 255");
    expect(line).toHaveTextContent("Above 1.0 / 255 over the image or 4.0 / 255 inside a smart object");
  });

  it("warns when the file has no composite to compare with", () => {
    open(psdImportJson({ fidelity: { canvas: null, windows: [null], composite: false } }));
    const line = screen.getByRole("alert");
    expect(line).toHaveTextContent("Matches Photoshop: not measured");
    expect(line).toHaveTextContent(/no composite image from Photoshop to compare with/);
  });
});

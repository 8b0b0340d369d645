import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Point } from "@shared/template-window";
import { renderApp } from "@/test/render-app";
import { type PhotoWindows, PhotoWindowsDialog } from "./photo-windows-dialog";

const PHOTO: PhotoWindows = {
  imageUrl: "/api/templates/images/photo.png",
  width: 800,
  height: 600,
  windows: [
    { quad: [[100, 100], [300, 100], [300, 400], [100, 400]], detected: true },
    { quad: [[500, 120], [700, 120], [700, 380], [500, 380]], detected: true },
  ],
};

function open(onSave: (quads: Point[][]) => void, photo = PHOTO) {
  renderApp(<PhotoWindowsDialog photo={photo} title="Place the frame" saveLabel="Save Template" saving={false} onSave={onSave} onClose={() => undefined} />);
}

describe("PhotoWindowsDialog", () => {
  it("proposes every window found; the arrow keys move a corner (Shift: 10 px) and Save sends the corners", () => {
    const onSave = vi.fn();
    open(onSave);
    expect(screen.getByText(/We found 2 frames in this photo/)).toBeInTheDocument();
    const corner = screen.getByRole("slider", { name: "Window 2 top-left corner" });
    fireEvent.keyDown(corner, { key: "ArrowRight" });
    fireEvent.keyDown(corner, { key: "ArrowDown", shiftKey: true });
    fireEvent.click(screen.getByRole("button", { name: "Save Template" }));
    expect(onSave).toHaveBeenCalledWith([PHOTO.windows[0]!.quad, [[501, 130], [700, 120], [700, 380], [500, 380]]]);
  });

  it("a window the admin does not want is removed; the last one cannot be; reset brings the found corners back", () => {
    const onSave = vi.fn();
    open(onSave);
    fireEvent.click(screen.getByRole("button", { name: "Remove window 1" }));
    expect(screen.queryByRole("slider", { name: /Window 2/ })).not.toBeInTheDocument();
    // One window left: no list to remove it from, and its corners are named plainly.
    expect(screen.queryByRole("button", { name: /Remove window/ })).not.toBeInTheDocument();
    expect(screen.getByRole("slider", { name: "Top-left corner" })).toHaveAttribute("aria-valuenow", "500");
    fireEvent.click(screen.getByRole("button", { name: "Save Template" }));
    expect(onSave).toHaveBeenLastCalledWith([PHOTO.windows[1]!.quad]);
    fireEvent.click(screen.getByRole("button", { name: "Reset corners" }));
    expect(screen.getAllByRole("slider")).toHaveLength(8);
  });

  it("says so when nothing was found, and keeps corners inside the photo", () => {
    const onSave = vi.fn();
    open(onSave, { ...PHOTO, windows: [{ quad: [[0, 0], [200, 0], [200, 150], [0, 150]], detected: false }] });
    expect(screen.getByText(/No frame was found in this photo/)).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole("slider", { name: "Top-left corner" }), { key: "ArrowLeft", shiftKey: true });
    fireEvent.click(screen.getByRole("button", { name: "Save Template" }));
    expect(onSave).toHaveBeenCalledWith([[[0, 0], [200, 0], [200, 150], [0, 150]]]);
  });
});

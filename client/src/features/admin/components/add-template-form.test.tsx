import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { psdImportJson, templateJson } from "@/test/factories";
import { fakeApi, type FakeRequest } from "@/test/fake-api";
import { fakeUpload } from "@/test/fake-upload";
import { renderApp } from "@/test/render-app";
import { AddTemplateForm } from "./add-template-form";

const UPLOAD = {
  imageUrl: "/api/templates/images/doc.png",
  width: 1200,
  height: 900,
  windowCount: 1,
  aspectRatio: "4x5",
  placement: "over",
  windows: [{ quad: [[10, 10], [90, 12], [88, 120], [12, 118]], detected: true }],
  psd: psdImportJson(),
};

function setup() {
  const api = fakeApi({
    "POST /api/templates": (request: FakeRequest) => templateJson(9, { name: (request.body as { name: string }).name, psd: psdImportJson(), placement: "over" }),
  });
  const uploads = fakeUpload(() => ({ status: 200, body: UPLOAD }), { path: "/api/templates/upload", progress: [60, 100] });
  return { api, uploads, ...renderApp(<AddTemplateForm />, { path: "/admin" }) };
}

describe("Add New Template with a Photoshop mockup", () => {
  it("takes a .psd, asks which smart objects receive the art, and creates the template with that choice", async () => {
    const { api, uploads, user } = setup();
    await user.type(screen.getByLabelText("Name"), "Poster Mockup");
    const input = screen.getByLabelText("Template image");
    expect(input).toHaveAttribute("accept", expect.stringContaining(".psd,.psb"));
    await user.upload(input, new File(["8BPS"], "poster.psd", { type: "" }));
    expect(screen.getByText(/Photoshop mockup: its smart objects become the windows/)).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Bare wall (true size)" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Add Template" }));

    const dialog = await screen.findByRole("dialog", { name: "Import the Photoshop mockup" });
    expect(uploads.uploads.map((f) => f.name)).toEqual(["poster.psd"]);
    expect(within(dialog).getByText("Poster Mockup")).toBeInTheDocument();
    expect(within(dialog).getByTestId("psd-fidelity")).toHaveTextContent("Matches Photoshop: 0.4 / 255");
    await user.click(within(dialog).getByRole("button", { name: "Save Template" }));
    await waitFor(() => expect(api.requests.find((r) => r.path === "/api/templates")?.body).toMatchObject({ name: "Poster Mockup", imageUrl: UPLOAD.imageUrl, smartObjects: [0] }));
    // The file went up once: the create reuses it.
    expect(uploads.uploads).toHaveLength(1);
    expect(await screen.findByText(/a Photoshop mockup, 1 smart object receiving the art/)).toBeInTheDocument();
  });

  it("refuses other files before uploading", async () => {
    const { uploads } = setup();
    // A drop or a picker set to "All files" gets past the accept attribute.
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText("Template image"), new File(["x"], "mockup.tiff", { type: "image/tiff" }));
    expect(screen.getByText("Only JPEG and PNG images or Photoshop files (.psd, .psb) are supported")).toBeInTheDocument();
    expect(uploads.uploads).toHaveLength(0);
  });
});

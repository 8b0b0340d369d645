import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Room } from "@shared/rooms";
import { psdImportJson, subscriptionJson, templateJson, userJson } from "@/test/factories";
import { fakeApi, setSignedInCookie, type FakeRequest } from "@/test/fake-api";
import { fakeUpload } from "@/test/fake-upload";
import { renderApp } from "@/test/render-app";
import { StudioPage } from "./studio-page";

const PSD_ROOM: Room = {
  ...templateJson(7, { name: "Poster Mockup", imageUrl: "/api/rooms/images/r7.png", thumbnailUrl: "/api/rooms/thumbnails/r7.png", placement: "over" }),
  psd: psdImportJson(),
  windows: [{ quad: [[10, 10], [90, 12], [88, 120], [12, 118]], detected: true }],
};

/** A signed-in user with no rooms yet; POST /api/rooms answers per file name. */
function setup() {
  setSignedInCookie();
  let rooms: Room[] = [];
  const api = fakeApi({
    "GET /api/auth/user": userJson(),
    "GET /api/subscription": subscriptionJson(),
    "GET /api/templates": [],
    "GET /api/rooms": () => rooms,
    "PUT /api/rooms/7": (request: FakeRequest) => ({ ...PSD_ROOM, windowCount: (request.body as { smartObjects: number[] }).smartObjects.length }),
  });
  const uploads = fakeUpload(
    (file) => {
      if (file.name === "fake.psd") return { status: 400, body: { message: "This file is not a Photoshop document (PSD or PSB): save it from Photoshop as .psd or .psb", code: "not_psd" } };
      rooms = [PSD_ROOM];
      return { status: 201, body: PSD_ROOM };
    },
    { path: "/api/rooms", progress: [40, 100] },
  );
  return { api, uploads, ...renderApp(<StudioPage />) };
}

const psd = (name: string) => new File(["8BPS…"], name, { type: "" });

describe("My Rooms with a Photoshop mockup", () => {
  it("uploads a .psd, opens its smart objects with the self-test, and Save sends the choice", async () => {
    const { api, uploads, user } = setup();
    const input = await screen.findByTestId("room-upload-input");
    expect(input).toHaveAttribute("accept", expect.stringContaining(".psd,.psb"));
    await user.upload(input, psd("Poster Mockup.psd"));
    expect(uploads.uploads.map((f) => f.name)).toEqual(["Poster Mockup.psd"]);

    const dialog = await screen.findByRole("dialog", { name: "Smart objects in Poster Mockup" });
    expect(within(dialog).getByTestId("psd-fidelity")).toHaveTextContent("Matches Photoshop: 0.4 / 255");
    expect(within(dialog).getByRole("checkbox", { name: "Your Design" })).toBeChecked();
    expect(within(dialog).getByRole("checkbox", { name: "Linked Poster" })).toBeDisabled();
    await user.click(within(dialog).getByRole("checkbox", { name: "Frame Shadow" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Room" }));
    await waitFor(() => expect(api.requests.find((r) => r.method === "PUT")?.body).toEqual({ smartObjects: [0, 1] }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

    // Its windows are its smart objects: Edit opens them again, and there is no wall scale.
    expect(screen.queryByRole("button", { name: "Wall scale of Poster Mockup" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Smart objects in Poster Mockup" }));
    expect(await screen.findByRole("dialog", { name: "Smart objects in Poster Mockup" })).toBeInTheDocument();
  });

  it("refuses a file that is neither a photo nor a PSD before uploading, and shows the server's refusal as it is", async () => {
    const { uploads, user } = setup();
    const input = await screen.findByTestId("room-upload-input");
    // A drop or a picker set to "All files" gets past the accept attribute.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Only JPEG and PNG photos or Photoshop files (.psd, .psb) are supported");
    expect(uploads.uploads).toHaveLength(0);

    await user.upload(input, psd("fake.psd"));
    expect(await screen.findByText("This file is not a Photoshop document (PSD or PSB): save it from Photoshop as .psd or .psb")).toBeInTheDocument();
    expect(screen.getByText("Room upload failed")).toBeInTheDocument();
  });
});

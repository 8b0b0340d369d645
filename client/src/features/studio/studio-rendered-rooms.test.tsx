import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { templateJson } from "@/test/factories";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { StudioPage } from "./studio-page";

const CREDIT = "Rendered room · Blender Cycles";
const TEMPLATES = [
  templateJson(1, { name: "Sage Living Room", origin: "rendered", light: "daylight", wall: "paint", orientation: "angled", credit: CREDIT }),
  templateJson(2, { name: "Gallery Hallway", origin: "rendered", light: "evening", wall: "brick", orientation: "straight-on", windowCount: 3, credit: CREDIT }),
  templateJson(3, { name: "Mockup #3 - 4x5 - Black - Living Room", origin: "drawn" }),
  templateJson(4, { name: "Mockup #4 - 4x5 - Black - Office", origin: "uploaded", roomType: "office" }),
];

function setup() {
  fakeApi({
    "GET /api/auth/user": Response.json({ message: "Not signed in" }, { status: 401 }),
    "GET /api/templates": TEMPLATES,
  });
  return renderApp(<StudioPage />);
}

const cardNames = () => within(screen.getByRole("list", { name: "Templates" })).getAllByRole("article").map((c) => c.getAttribute("aria-label"));
const box = (name: string) => screen.getByRole("checkbox", { name });

describe("StudioPage with rendered rooms", () => {
  it("lists rendered rooms and uploads, the drawn rooms behind Simple; each rendered card carries its credit", async () => {
    const { user } = setup();
    await waitFor(() => expect(cardNames()).toEqual(["Sage Living Room", "Gallery Hallway", "Mockup #4"]));
    expect(screen.getAllByText(CREDIT)).toHaveLength(2);
    for (const title of ["Style", "Wall", "Light", "Orientation", "Pieces"]) expect(screen.getByRole("group", { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    expect(box("Rendered")).toBeChecked();
    expect(box("Uploaded")).toBeChecked();
    expect(box("Simple")).not.toBeChecked();
    // The count is of the styles shown: the drawn room behind Simple is not counted.
    await user.click(box("Evening"));
    expect(screen.getByText("Showing 1 of 3 templates")).toBeInTheDocument();
    await user.click(box("Evening"));

    await user.click(box("Simple"));
    expect(cardNames()).toEqual(["Sage Living Room", "Gallery Hallway", "Mockup #3", "Mockup #4"]);
    expect(screen.getByText("Showing 4 of 4 templates")).toBeInTheDocument();
  });

  it("filters by light and pieces, and the address keeps the choice", async () => {
    const { user, location } = setup();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await user.click(box("Evening"));
    expect(cardNames()).toEqual(["Gallery Hallway"]);
    await user.click(box("1 piece"));
    expect(screen.getByText("No templates match the selected filters")).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/app?light=evening&pieces=1");
  });
});

import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { templateJson } from "@/test/factories";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { RENDERED_ROOMS_TO_RETIRE_SIMPLE } from "./lib/template-filters";
import { StudioPage } from "./studio-page";

const CREDIT = "Rendered room · Blender Cycles";
const TEMPLATES = [
  templateJson(1, { name: "Sage Living Room", origin: "rendered", light: "daylight", wall: "paint", orientation: "angled", credit: CREDIT }),
  templateJson(2, { name: "Gallery Hallway", origin: "rendered", light: "evening", wall: "brick", orientation: "straight-on", windowCount: 3, credit: CREDIT }),
  templateJson(3, { name: "Mockup #3 - 4x5 - Black - Living Room", origin: "drawn" }),
  templateJson(4, { name: "Mockup #4 - 4x5 - Black - Office", origin: "uploaded", roomType: "office" }),
];
// Enough rendered rooms for the drawn ones to retire: these others are golden-hour plaster rooms.
const OTHERS = Array.from({ length: RENDERED_ROOMS_TO_RETIRE_SIMPLE - 2 }, (_, i) =>
  templateJson(10 + i, { name: `Other Room ${i}`, origin: "rendered", light: "golden-hour", wall: "plaster", orientation: "straight-on", credit: CREDIT }),
);

/** The studio with these templates, once all its parts (the filters last) are shown. */
async function setup(templates = [...TEMPLATES, ...OTHERS]) {
  fakeApi({
    "GET /api/auth/user": Response.json({ message: "Not signed in" }, { status: 401 }),
    "GET /api/templates": templates,
  });
  const view = renderApp(<StudioPage />);
  await screen.findByText("Filter Templates");
  return view;
}

const allCardNames = () => within(screen.getByRole("list", { name: "Templates" })).getAllByRole("article").map((c) => c.getAttribute("aria-label"));
const cardNames = () => allCardNames().filter((name) => !name?.startsWith("Other Room"));
const box = (name: string) => screen.getByRole("checkbox", { name });

describe("StudioPage with rendered rooms", () => {
  it("lists rendered rooms and uploads, the drawn rooms behind Simple; each rendered card carries its credit", async () => {
    const { user } = await setup();
    await waitFor(() => expect(cardNames()).toEqual(["Sage Living Room", "Gallery Hallway", "Mockup #4"]));
    // Every rendered card shown carries the credit; the upload does not.
    expect(screen.getAllByText(CREDIT)).toHaveLength(allCardNames().length - 1);
    for (const title of ["Style", "Wall", "Light", "Orientation", "Pieces"]) expect(screen.getByRole("group", { name: new RegExp(`^${title}`) })).toBeInTheDocument();
    expect(box("Rendered")).toBeChecked();
    expect(box("Uploaded")).toBeChecked();
    expect(box("Simple")).not.toBeChecked();
    // The count is of the styles shown: the drawn room behind Simple is not counted.
    await user.click(box("Evening"));
    expect(screen.getByText(`Showing 1 of ${RENDERED_ROOMS_TO_RETIRE_SIMPLE + 1} templates`)).toBeInTheDocument();
    await user.click(box("Evening"));

    await user.click(box("Simple"));
    expect(cardNames()).toEqual(["Sage Living Room", "Gallery Hallway", "Mockup #3", "Mockup #4"]);
    expect(screen.getByText(`Showing ${RENDERED_ROOMS_TO_RETIRE_SIMPLE + 2} of ${RENDERED_ROOMS_TO_RETIRE_SIMPLE + 2} templates`)).toBeInTheDocument();
  });

  it("keeps the drawn rooms shown beside the first rendered ones, until the rendered catalogue can stand on its own", async () => {
    await setup(TEMPLATES);
    await waitFor(() => expect(cardNames()).toEqual(["Sage Living Room", "Gallery Hallway", "Mockup #3", "Mockup #4"]));
    for (const style of ["Rendered", "Simple", "Uploaded"]) expect(box(style)).toBeChecked();
  });

  it("filters by light and pieces, and the address keeps the choice", async () => {
    const { user, location } = await setup();
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    await user.click(box("Evening"));
    expect(cardNames()).toEqual(["Gallery Hallway"]);
    await user.click(box("1 piece"));
    expect(screen.getByText("No templates match the selected filters")).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/app?light=evening&pieces=1");
  });
});

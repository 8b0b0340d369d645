import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CATALOGUE_POLL_MS } from "@/lib/templates/get-catalogue-status";
import { templateJson } from "@/test/factories";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { StudioPage } from "./studio-page";

const TOTAL = 3;
const STARTER = Array.from({ length: TOTAL }, (_, i) => templateJson(i + 1));
/** Long enough for two polls to happen if they were still running. */
const TWO_POLLS = CATALOGUE_POLL_MS * 2 + 300;
const WAIT = { timeout: CATALOGUE_POLL_MS * 3 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const listItems = () => within(screen.getByRole("list", { name: "Templates" })).getAllByRole("listitem");

/** A server on its first start: the starter catalogue arrives while the studio is open. */
function firstStart() {
  let installed = 0;
  const api = fakeApi({
    "GET /api/auth/user": Response.json({ message: "Not signed in" }, { status: 401 }),
    "GET /api/templates": () => STARTER.slice(0, installed),
    "GET /api/templates/catalogue-status": () => ({ status: installed < TOTAL ? "installing" : "ready", installed, total: TOTAL }),
  });
  return { api, install: (n: number) => (installed = n) };
}

describe("StudioPage while the starter catalogue is being installed", () => {
  it("shows the progress, fills the grid as templates arrive, and stops polling once ready", async () => {
    const { api, install } = firstStart();
    renderApp(<StudioPage />);

    expect(await screen.findByText("Preparing the starter catalogue…")).toBeInTheDocument();
    expect(screen.getByText("0 of 3 templates")).toBeInTheDocument();
    expect(screen.queryByText("No templates yet")).not.toBeInTheDocument();
    expect(screen.getAllByTestId("template-placeholder")).toHaveLength(8);

    install(2);
    await waitFor(() => expect(screen.getByText("2 of 3 templates")).toBeInTheDocument(), WAIT);
    await waitFor(() => expect(listItems()).toHaveLength(2), WAIT);
    expect(screen.getByRole("progressbar", { name: "Starter catalogue installed" })).toHaveAttribute("aria-valuenow", String((2 / 3) * 100));

    install(3);
    await waitFor(() => expect(screen.queryByText("Preparing the starter catalogue…")).not.toBeInTheDocument(), WAIT);
    await waitFor(() => expect(listItems()).toHaveLength(3), WAIT);

    const statusCalls = api.count("GET /api/templates/catalogue-status");
    const templateCalls = api.count("GET /api/templates");
    await sleep(TWO_POLLS);
    expect(api.count("GET /api/templates/catalogue-status")).toBe(statusCalls);
    expect(api.count("GET /api/templates")).toBe(templateCalls);
  });

  it("asks once and polls nothing when the catalogue is ready", async () => {
    const { api, install } = firstStart();
    install(TOTAL);
    renderApp(<StudioPage />);
    await waitFor(() => expect(listItems()).toHaveLength(3));
    await sleep(TWO_POLLS);
    expect(api.count("GET /api/templates/catalogue-status")).toBe(1);
    expect(api.count("GET /api/templates")).toBe(1);
    expect(screen.queryByText("Preparing the starter catalogue…")).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ExportList, ExportStatus } from "@shared/exports";
import { fakeApi } from "@/test/fake-api";
import { renderApp } from "@/test/render-app";
import { ExportsList } from "./exports-list";

const GB = 1024 ** 3;
const exp = (over: Partial<ExportStatus>): ExportStatus => ({
  id: "e1",
  status: "done",
  done: 3,
  failed: 0,
  total: 3,
  expiresAt: "2026-01-03T00:00:00.000Z",
  createdAt: "2026-01-02T00:00:00.000Z",
  bytes: 300 * 1024 ** 2,
  ...over,
});

describe("ExportsList", () => {
  it("shows the space finished ZIPs take against the plan's cap, and Cancel only for a ZIP still being made", async () => {
    const list: ExportList = {
      exports: [exp({ id: "running1", status: "running", done: 2, total: 500, bytes: 0 }), exp({ id: "done1", downloadUrl: "/api/exports/done1/download" })],
      storage: { usedBytes: 1.5 * GB, capBytes: 2 * GB },
    };
    const api = fakeApi({ "GET /api/exports": list, "DELETE /api/exports/running1": exp({ id: "running1", status: "cancelled" }) });
    renderApp(<ExportsList />);
    expect(await screen.findByTestId("exports-storage")).toHaveTextContent("ZIP storage: 1.5 GB of 2 GB used. Past it the oldest ZIPs are removed first");
    expect(screen.getByText("Preparing: 2 of 500 mockups")).toBeInTheDocument();
    expect(screen.getByText("Ready: 3 of 3 mockups · 300 MB")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Cancel/ })).toHaveLength(1);
    expect(screen.getByRole("link", { name: "Download" })).toHaveAttribute("href", "/api/exports/done1/download");

    await userEvent.click(screen.getByRole("button", { name: "Cancel the ZIP of 500 mockups" }));
    await waitFor(() => expect(api.count("DELETE /api/exports/running1")).toBe(1));
  });

  it("shows nothing when the user has no export on the server", async () => {
    const api = fakeApi({ "GET /api/exports": { exports: [], storage: { usedBytes: 0, capBytes: 2 * GB } } });
    renderApp(<ExportsList />);
    await waitFor(() => expect(api.count("GET /api/exports")).toBe(1));
    expect(screen.queryByTestId("exports-list")).toBeNull();
  });
});

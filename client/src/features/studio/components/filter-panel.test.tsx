import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { Template } from "@shared/templates";
import { templateJson } from "@/test/factories";
import { EMPTY_FILTERS, type TemplateFilters, defaultStyles, filterOptions } from "../lib/template-filters";
import { FilterPanel } from "./filter-panel";

/** The panel as the studio holds it: its options come from the templates, its state from above. */
function Harness({ templates, autoRatio = null, initial = EMPTY_FILTERS, onChange }: {
  templates: Template[];
  autoRatio?: string | null;
  initial?: TemplateFilters;
  onChange?: (next: TemplateFilters) => void;
}) {
  const [filters, setFilters] = useState(initial);
  return (
    <FilterPanel
      options={filterOptions(templates)}
      filters={filters}
      autoRatio={autoRatio}
      defaultStyles={defaultStyles(templates)}
      onChange={(next) => {
        onChange?.(next);
        setFilters(next);
      }}
    />
  );
}

const CATALOGUE = [
  templateJson(1, { aspectRatio: "4x5", color: "black", roomType: "living room" }),
  templateJson(2, { aspectRatio: "3x2", color: "Oak", roomType: "home office" }),
  templateJson(3, { aspectRatio: "1x1", color: "black", roomType: "living room" }),
];

const box = (name: string) => screen.getByRole("checkbox", { name });
const group = (title: string) => screen.getByRole("group", { name: new RegExp(`^${title}`) });

describe("FilterPanel", () => {
  it("shows the three groups with their 'All …' option ticked and capitalised values", () => {
    render(<Harness templates={CATALOGUE} />);
    expect(screen.getByText("Filter Templates")).toBeInTheDocument();
    const ratios = within(group("Aspect Ratio"))
      .getAllByRole("checkbox")
      .map((c) => (c as HTMLButtonElement).labels[0]?.textContent);
    expect(ratios).toEqual(["All Aspect Ratios", "4x5", "1x1", "3x2"]);
    expect(within(group("Frame Color")).getAllByRole("checkbox")).toHaveLength(3);
    expect(box("Oak")).toBeInTheDocument();
    expect(box("Home Office")).toBeInTheDocument();
    for (const all of ["All Aspect Ratios", "All Frame Colors", "All Room Types"]) expect(box(all)).toBeChecked();
    expect(screen.getByRole("button", { name: "Clear Filters" })).toBeDisabled();
  });

  it("ticks values, and 'All …' clears only its own group", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness templates={CATALOGUE} onChange={onChange} />);
    await user.click(box("Black"));
    await user.click(box("3x2"));
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, aspectRatios: ["3x2"], colors: ["black"] });
    expect(box("All Frame Colors")).not.toBeChecked();

    await user.click(box("All Frame Colors"));
    expect(box("All Frame Colors")).toBeChecked();
    expect(box("Black")).not.toBeChecked();
    expect(box("3x2")).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, aspectRatios: ["3x2"] });
  });

  it("Clear Filters unticks everything", async () => {
    const user = userEvent.setup();
    render(<Harness templates={CATALOGUE} initial={{ ...EMPTY_FILTERS, aspectRatios: ["1x1"], colors: ["oak"], roomTypes: ["living room"] }} />);
    const clear = screen.getByRole("button", { name: "Clear Filters" });
    expect(clear).toBeEnabled();
    await user.click(clear);
    for (const all of ["All Aspect Ratios", "All Frame Colors", "All Room Types"]) expect(box(all)).toBeChecked();
    expect(clear).toBeDisabled();
  });

  it("marks the automatically chosen ratio while it is ticked", () => {
    render(<Harness templates={CATALOGUE} autoRatio="3x2" initial={{ ...EMPTY_FILTERS, aspectRatios: ["3x2"] }} />);
    expect(box("3x2 (Best Match)")).toBeChecked();
    expect(within(group("Aspect Ratio")).getByText("Auto-detected")).toBeInTheDocument();
  });

  it("hides a group no template has values for, and the whole panel when none has any", () => {
    const noColours = CATALOGUE.map((t) => ({ ...t, color: null }));
    const { unmount } = render(<Harness templates={noColours} />);
    expect(screen.queryByRole("group", { name: /^Frame Color/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "All Frame Colors" })).not.toBeInTheDocument();
    expect(group("Aspect Ratio")).toBeInTheDocument();
    expect(group("Room Type")).toBeInTheDocument();
    unmount();

    render(<Harness templates={CATALOGUE.map((t) => ({ ...t, aspectRatio: null, color: null, roomType: "  " }))} />);
    expect(screen.queryByText("Filter Templates")).not.toBeInTheDocument();
  });

  it("on a phone, folded groups are not rendered until Show filters opens them", async () => {
    const user = userEvent.setup();
    const desktopWidth = window.innerWidth;
    window.innerWidth = 390;
    try {
      render(<Harness templates={CATALOGUE} />);
      expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
      await user.click(screen.getByRole("button", { name: "Show filters" }));
      expect(box("All Aspect Ratios")).toBeChecked();
      await user.click(screen.getByRole("button", { name: "Hide filters" }));
      expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    } finally {
      window.innerWidth = desktopWidth;
    }
  });
});

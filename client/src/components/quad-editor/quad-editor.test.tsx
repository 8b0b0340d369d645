import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Point } from "@shared/template-window";
import { QuadEditor } from "./quad-editor";

// An 800 × 600 photo drawn 400 × 300 (0.5 frame px per photo px), the frame at (10, 20) on the page.
const FRAME = { left: 10, top: 20, width: 400, height: 300 };
const START: Point[] = [
  [300, 200],
  [500, 200],
  [500, 400],
  [300, 400],
];

function Harness({ initial = [START] }: { initial?: Point[][] }) {
  const [quads, setQuads] = useState(initial);
  return (
    <>
      <QuadEditor imageUrl="/photo.png" imageAlt="Photo" width={800} height={600} quads={quads} onChange={setQuads} artUrl={null} />
      <button type="button" onClick={() => setQuads(initial)}>
        Put back
      </button>
    </>
  );
}

/** A pointer event at a frame pixel (the test converts to page pixels, as a browser reports them). */
function pointer(type: "pointerDown" | "pointerMove" | "pointerUp", [x, y]: Point, { id = 1, pointerType = "touch" } = {}) {
  fireEvent[type](screen.getByTestId("room-editor-canvas"), { clientX: FRAME.left + x, clientY: FRAME.top + y, pointerId: id, pointerType, button: 0 });
}

function drag(from: Point, to: Point, options?: { pointerType?: string }) {
  pointer("pointerDown", from, options);
  pointer("pointerMove", [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2], options);
  pointer("pointerMove", to, options);
  pointer("pointerUp", to, options);
}

const corner = (name = "Top-left corner") => screen.getByRole("slider", { name });
const at = (name?: string) => {
  const c = corner(name);
  return [Number(c.getAttribute("data-x")), Number(c.getAttribute("data-y"))];
};
const undo = () => screen.getByRole("button", { name: "Undo" });

beforeEach(() => {
  // jsdom lays nothing out: the frame gets the size and place a browser would give it.
  vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(FRAME.width);
  vi.spyOn(Element.prototype, "clientHeight", "get").mockReturnValue(FRAME.height);
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({ ...FRAME, x: FRAME.left, y: FRAME.top, right: 410, bottom: 320, toJSON: () => ({}) });
  Element.prototype.setPointerCapture ??= () => undefined;
  // jsdom has no PointerEvent: a MouseEvent carrying the pointer's id and type stands in.
  if (!("PointerEvent" in window)) {
    class PointerEventStub extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? "mouse";
      }
    }
    vi.stubGlobal("PointerEvent", PointerEventStub);
  }
});

describe("QuadEditor", () => {
  it("a finger takes a corner a fingertip off its centre, shows the loupe while dragging, and Undo puts the corner back", () => {
    render(<Harness />);
    expect(undo()).toBeDisabled();
    // The top-left corner is drawn at (150, 100); the finger lands 18 px off it.
    pointer("pointerDown", [165, 110]);
    expect(screen.getByTestId("room-loupe")).toHaveAttribute("data-pointer-type", "touch");
    pointer("pointerMove", [185, 120]);
    pointer("pointerUp", [185, 120]);
    expect(screen.queryByTestId("room-loupe")).not.toBeInTheDocument();
    // 20, 10 frame px at 0.5 frame px per photo px.
    expect(at()).toEqual([340, 220]);
    expect(at("Bottom-right corner")).toEqual([500, 400]);
    fireEvent.click(undo());
    expect(at()).toEqual([300, 200]);
    expect(undo()).toBeDisabled();
  });

  it("a mouse 18 px off the corner moves the whole window instead (its tolerance is the handle)", () => {
    render(<Harness />);
    drag([165, 110], [185, 120], { pointerType: "mouse" });
    expect(at()).toEqual([340, 220]);
    expect(at("Bottom-right corner")).toEqual([540, 420]);
  });

  it("Ctrl+Z and Cmd+Z undo one drag each, newest first", () => {
    render(<Harness />);
    drag([150, 100], [170, 100]);
    drag([170, 100], [170, 130]);
    expect(at()).toEqual([340, 260]);
    fireEvent.keyDown(document.body, { key: "z", ctrlKey: true });
    expect(at()).toEqual([340, 200]);
    fireEvent.keyDown(document.body, { key: "z", metaKey: true });
    expect(at()).toEqual([300, 200]);
    expect(undo()).toBeDisabled();
  });

  it("arrow keys still move a focused corner; a run of presses is one undo step", () => {
    render(<Harness />);
    act(() => corner().focus());
    fireEvent.keyDown(corner(), { key: "ArrowRight" });
    fireEvent.keyDown(corner(), { key: "ArrowDown", shiftKey: true });
    expect(at()).toEqual([301, 210]);
    fireEvent.click(undo());
    expect(at()).toEqual([300, 200]);
  });

  it("a change made by the caller (a reset) starts a fresh history", () => {
    render(<Harness />);
    drag([150, 100], [170, 100]);
    expect(undo()).toBeEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Put back" }));
    expect(undo()).toBeDisabled();
  });

  it("zoomed in with the buttons, corners are drawn and dragged in photo pixels", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    fireEvent.click(screen.getByRole("button", { name: "Zoom in" }));
    expect(screen.getByLabelText("Zoom level")).toHaveTextContent("225%");
    // About the frame's centre (photo 400, 300), 1.125 frame px per photo px: (300, 200) is drawn at (87.5, 37.5).
    expect(Number(corner().getAttribute("cx"))).toBeCloseTo(87.5, 6);
    expect(Number(corner().getAttribute("cy"))).toBeCloseTo(37.5, 6);
    drag([87.5, 37.5], [132.5, 60]);
    expect(at()).toEqual([340, 220]);
    fireEvent.click(screen.getByRole("button", { name: "Show the whole photo" }));
    expect(screen.getByLabelText("Zoom level")).toHaveTextContent("100%");
    expect(corner()).toHaveAttribute("cx", "170");
  });

  it("two fingers pinch-zoom about their midpoint; a corner the first finger had moved goes back", () => {
    render(<Harness />);
    pointer("pointerDown", [150, 100], { id: 1 });
    pointer("pointerMove", [160, 100], { id: 1 });
    expect(at()).toEqual([320, 200]);
    pointer("pointerDown", [250, 100], { id: 2 });
    expect(at()).toEqual([300, 200]);
    expect(screen.queryByTestId("room-loupe")).not.toBeInTheDocument();
    // The fingers spread from 90 to 180 px apart, their midpoint from (205, 100) to (210, 100).
    pointer("pointerMove", [120, 100], { id: 1 });
    pointer("pointerMove", [300, 100], { id: 2 });
    pointer("pointerUp", [120, 100], { id: 1 });
    pointer("pointerUp", [300, 100], { id: 2 });
    expect(screen.getByLabelText("Zoom level")).toHaveTextContent("200%");
    // The photo point first under the midpoint (410, 200) is still under it: x0 = 410 - 210 / 1.
    expect(screen.getByTestId("room-editor-canvas")).toHaveAttribute("data-zoom", "2.000");
    expect(Number(corner().getAttribute("cx"))).toBeCloseTo(100, 6);
    expect(at()).toEqual([300, 200]);
    expect(undo()).toBeDisabled();
  });
});

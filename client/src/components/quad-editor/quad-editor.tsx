import type { Point } from "@shared/template-window";
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { snapPoint } from "./edge-map";
import { LOUPE_SIZE, QuadLoupe } from "./quad-loupe";
import { QuadToolbar } from "./quad-toolbar";
import { moveQuad, quadTransform } from "./quad-transform";
import { FIT_VIEW, type View, revealPoint, screenScale, toScreen, zoomAt } from "./quad-view";
import { placeLoupe } from "./place-loupe";
import { useQuadGestures } from "./use-quad-gestures";
import { useEdgeMap } from "./use-edge-map";
import { useQuadHistory } from "./use-quad-history";

const CORNER_NAMES = ["Top-left", "Top-right", "Bottom-right", "Bottom-left"] as const;
/** Art shown in a quad before an artwork is chosen: a soft placeholder the size of a canvas. */
const ART_BOX = 1000;
/** Drawn corner handle radius, frame pixels, at every zoom. */
const HANDLE = 11;

export type QuadEditorProps = {
  /** The photo, shown at its own ratio; quads are in its pixels (width × height). */
  imageUrl: string;
  imageAlt: string;
  width: number;
  height: number;
  /** One quad (TL, TR, BR, BL) per window. */
  quads: Point[][];
  onChange: (quads: Point[][]) => void;
  /** Art warped into every quad live; a tinted placeholder when null. */
  artUrl: string | null;
  /** The highlighted window when there are several (its outline is drawn stronger). */
  activeWindow?: number;
  /**
   * Prefix of the test ids (`{testId}-editor-canvas`, `{testId}-quad`, `{testId}-corner-{i}`,
   * `{testId}-loupe`).
   */
  testId?: string;
};

const editable = (target: EventTarget | null) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The corner editor shared by the studio's rooms and the admin's photo templates: the photo
 * with its windows' quads. Drag a corner (or a whole quad) with mouse, pen or finger; a loupe
 * shows the corner under the pointer, and the corner snaps to a strong corner or edge of the
 * photo near it (hold Alt, or switch Snap off, to place it freely). Pinch, Ctrl+wheel or the buttons zoom; dragging the photo
 * pans it. Undo (button, Ctrl/Cmd+Z) puts back one drag at a time. Keyboard: Tab to a corner,
 * arrow keys move it (1 px, Shift 10 px). The art is warped into each quad live by the browser
 * (a CSS homography); the server renders every real image from the corners.
 */
export function QuadEditor({ imageUrl, imageAlt, width, height, quads, onChange, artUrl, activeWindow = 0, testId = "room" }: QuadEditorProps) {
  const [frameSize, setFrameSize] = useState({ width: 0, height: 0, border: 0 });
  const [view, setView] = useState<View>(FIT_VIEW);
  const frameRef = useRef<HTMLDivElement>(null);
  const keyRun = useRef<string | null>(null);
  const image = { width, height };
  const fit = frameSize.width / width;
  const s = screenScale(view, fit);
  const history = useQuadHistory(quads, onChange);
  // Anything but a key press ends a run of key presses (see onKey).
  const record = (before: Point[][]) => {
    keyRun.current = null;
    history.record(before);
  };
  const undo = () => {
    keyRun.current = null;
    history.undo();
  };
  const [snapOn, setSnapOn] = useState(true);
  const edgeMap = useEdgeMap(imageUrl, width, height);
  const snap = snapOn && edgeMap ? (point: Point, radius: number) => snapPoint(edgeMap, point, radius) : null;
  const gestures = useQuadGestures({ frame: frameRef, quads, view, setView, fit, image, change: history.change, record, snap });

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setFrameSize({ width: frame.clientWidth, height: frame.clientHeight, border: frame.clientLeft });
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    measure();
    return () => observer.disconnect();
  }, []);

  // Ctrl/Cmd+Z anywhere in the open editor's page, except while typing in a field (its own undo).
  const undoRef = useRef(undo);
  useEffect(() => {
    undoRef.current = undo;
  });
  useEffect(() => {
    const onKeyDown = (e: globalThis.KeyboardEvent) => {
      if (e.key.toLowerCase() !== "z" || !(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || editable(e.target)) return;
      e.preventDefault();
      undoRef.current();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  // Ctrl+wheel (also a trackpad's pinch) zooms about the pointer; a plain wheel still scrolls the page.
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || fit <= 0) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const box = frame.getBoundingClientRect();
      const anchor: Point = [e.clientX - box.left - frame.clientLeft, e.clientY - box.top - frame.clientTop];
      setView((v) => zoomAt(v, v.zoom * Math.exp(-e.deltaY / 200), anchor, fit, { width, height }));
    };
    // React's wheel listener is passive: only a native one may keep the page from zooming.
    frame.addEventListener("wheel", onWheel, { passive: false });
    return () => frame.removeEventListener("wheel", onWheel);
  }, [fit, width, height]);

  const several = quads.length > 1;
  const onKey = (e: KeyboardEvent<SVGElement>) => {
    const w = Number(e.currentTarget.dataset.window);
    const corner = Number(e.currentTarget.dataset.corner);
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    const quad = quads[w];
    if (!move || !quad) return;
    e.preventDefault();
    // A run of presses on one corner is one undo step, as one drag is.
    const run = `${w}:${corner}`;
    if (keyRun.current !== run) history.record(quads);
    keyRun.current = run;
    const moved = moveQuad(quad, corner, move[0], move[1], width, height);
    history.change(quads.map((q, i) => (i === w ? moved : q)));
    setView((v) => revealPoint(v, moved[corner]!, HANDLE * 2, fit, image));
  };
  // A corner reached by Tab while zoomed in is panned into sight.
  const onFocus = (e: FocusEvent<SVGElement>) => {
    const point = quads[Number(e.currentTarget.dataset.window)]?.[Number(e.currentTarget.dataset.corner)];
    if (point && fit > 0) setView((v) => revealPoint(v, point, HANDLE * 2, fit, image));
  };
  const zoomBy = (factor: number) => setView((v) => zoomAt(v, v.zoom * factor, [frameSize.width / 2, frameSize.height / 2], fit, image));

  const ids = (w: number, part: string) => (w === 0 ? `${testId}-${part}` : `${testId}-${part.replace(/^(quad|corner)/, `$1-${w}`)}`);
  const onScreen = (p: Point) => toScreen(p, view, fit);
  const { loupe } = gestures;
  const loupePoint = loupe ? quads[loupe.window]?.[loupe.corner] : undefined;
  const loupeAt = loupe ? placeLoupe(loupe.pointer, frameSize, LOUPE_SIZE, loupe.pointerType === "mouse" ? 28 : 56) : null;
  return (
    <div className="mx-auto grid w-full gap-2" style={{ maxWidth: `calc(52dvh * ${width / height})` }}>
      <div className="relative">
        <div
          ref={frameRef}
          className={cn(
            "relative touch-none select-none overflow-hidden rounded-lg border bg-muted",
            gestures.busy ? "cursor-grabbing" : view.zoom > 1 ? "cursor-grab" : "cursor-default",
          )}
          // As wide as its container, but never so tall that the buttons below fall past a phone's or laptop's fold.
          style={{ aspectRatio: `${width} / ${height}` }}
          data-testid={`${testId}-editor-canvas`}
          data-zoom={view.zoom.toFixed(3)}
          {...gestures.handlers}
        >
          {fit > 0 && (
            <img
              src={imageUrl}
              alt={imageAlt}
              className="absolute max-w-none"
              style={{ left: -view.x * s, top: -view.y * s, width: width * s, height: height * s }}
              draggable={false}
            />
          )}
          {fit > 0 &&
            quads.map((quad, w) =>
              quad.length === 4 ? (
                <div
                  key={w}
                  aria-hidden="true"
                  className="pointer-events-none absolute left-0 top-0 origin-top-left"
                  style={{ width: ART_BOX, height: ART_BOX, transform: quadTransform(quad.map(onScreen), ART_BOX, ART_BOX) }}
                >
                  {artUrl ? <img src={artUrl} alt="" className="size-full" draggable={false} /> : <div className="size-full bg-primary/25" />}
                </div>
              ) : null,
            )}
          <svg className="absolute inset-0 size-full">
            {quads.map((quad, w) =>
              quad.length === 4 ? (
                <g key={w} role="group" aria-label={several ? `Window ${w + 1}` : "Window"}>
                  <polygon
                    points={quad.map((p) => onScreen(p).join(",")).join(" ")}
                    className={several && w !== activeWindow ? "cursor-move fill-transparent stroke-primary/60" : "cursor-move fill-transparent stroke-primary"}
                    strokeWidth={several && w === activeWindow ? 3 : 2}
                    data-window={w}
                    data-testid={ids(w, "quad")}
                  />
                  {quad.map((point, i) => {
                    const [x, y] = onScreen(point);
                    const dragged = loupe?.window === w && loupe.corner === i;
                    const snapped = dragged ? loupe.snapped : null;
                    return (
                      <g key={CORNER_NAMES[i]}>
                        <circle
                          cx={x}
                          cy={y}
                          r={HANDLE}
                          role="slider"
                          tabIndex={0}
                          aria-label={several ? `Window ${w + 1} ${CORNER_NAMES[i]!.toLowerCase()} corner` : `${CORNER_NAMES[i]} corner`}
                          aria-valuetext={`${Math.round(point[0])}, ${Math.round(point[1])}`}
                          aria-valuenow={Math.round(point[0])}
                          className={cn(
                            "cursor-grab stroke-primary outline-none focus-visible:fill-primary/60 focus-visible:stroke-[4px]",
                            dragged ? "fill-primary/30" : "fill-white/35",
                          )}
                          strokeWidth={2.5}
                          onKeyDown={onKey}
                          onFocus={onFocus}
                          onBlur={() => (keyRun.current = null)}
                          data-window={w}
                          data-corner={i}
                          data-x={point[0].toFixed(2)}
                          data-y={point[1].toFixed(2)}
                          data-snapped={snapped ?? undefined}
                          data-testid={ids(w, `corner-${i}`)}
                        />
                        {/* Snapped: a thin white ring just outside the handle, a square one on a corner of the photo. */}
                        {snapped === "corner" && <rect x={x - HANDLE - 4} y={y - HANDLE - 4} width={(HANDLE + 4) * 2} height={(HANDLE + 4) * 2} rx={4} className="pointer-events-none fill-none stroke-white" strokeWidth={1.5} />}
                        {snapped === "edge" && <circle cx={x} cy={y} r={HANDLE + 4} className="pointer-events-none fill-none stroke-white" strokeWidth={1.5} />}
                        {/* The corner's exact point, visible through the ring. */}
                        <circle cx={x} cy={y} r={2} className="pointer-events-none fill-primary" />
                      </g>
                    );
                  })}
                </g>
              ) : null,
            )}
          </svg>
        </div>
        {loupe && loupePoint && loupeAt && (
          <QuadLoupe
            imageUrl={imageUrl}
            width={width}
            height={height}
            center={loupePoint}
            // About 4× what the frame shows, up to 3 screen px per photo pixel (past that it only blurs), never below 2×.
            magnification={Math.max(2 * s, Math.min(4 * s, 3))}
            quads={quads}
            at={[loupeAt[0] + frameSize.border, loupeAt[1] + frameSize.border]}
            pointerType={loupe.pointerType}
            snapped={loupe.snapped}
            testId={testId}
          />
        )}
      </div>
      <QuadToolbar canUndo={history.canUndo} onUndo={undo} zoom={view.zoom} onZoom={zoomBy} onFit={() => setView(FIT_VIEW)} snap={snapOn} onSnapChange={setSnapOn} />
    </div>
  );
}

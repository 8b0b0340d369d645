import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import type { Point } from "@shared/template-window";
import { moveQuad, quadTransform } from "./quad-transform";

const CORNER_NAMES = ["Top-left", "Top-right", "Bottom-right", "Bottom-left"] as const;
/** Art shown in a quad before an artwork is chosen: a soft placeholder the size of a canvas. */
const ART_BOX = 1000;

type Drag = { window: number; corner: number | null; x: number; y: number; start: Point[] };

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
  /** Prefix of the test ids (`{testId}-editor-canvas`, `{testId}-quad`, `{testId}-corner-{i}`). */
  testId?: string;
};

/**
 * The corner editor shared by the studio's rooms and the admin's photo templates: the photo
 * with its windows' quads; drag a corner (or a whole quad) with mouse or touch, or Tab to a
 * corner and move it with the arrow keys (1 px, Shift 10 px). The art is warped into each quad
 * live by the browser (a CSS homography); the server renders every real image from the corners.
 */
export function QuadEditor({ imageUrl, imageAlt, width, height, quads, onChange, artUrl, activeWindow = 0, testId = "room" }: QuadEditorProps) {
  const [displayWidth, setDisplayWidth] = useState(0);
  const frameRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(() => setDisplayWidth(frame.clientWidth));
    observer.observe(frame);
    setDisplayWidth(frame.clientWidth);
    return () => observer.disconnect();
  }, []);

  const scale = displayWidth / width;
  const several = quads.length > 1;
  const replace = (w: number, quad: Point[]) => onChange(quads.map((q, i) => (i === w ? quad : q)));

  // One handler for quads and corners: `data-window` says which quad, `data-corner` which corner (absent: the whole quad).
  const startDrag = (e: PointerEvent<SVGElement>) => {
    e.preventDefault();
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    const { corner, window } = e.currentTarget.dataset;
    const w = Number(window);
    drag.current = { window: w, corner: corner === undefined ? null : Number(corner), x: e.clientX, y: e.clientY, start: quads[w] ?? [] };
  };
  const onMove = (e: PointerEvent<SVGElement>) => {
    const d = drag.current;
    if (!d || scale <= 0) return;
    replace(d.window, moveQuad(d.start, d.corner, (e.clientX - d.x) / scale, (e.clientY - d.y) / scale, width, height));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKey = (e: KeyboardEvent<SVGElement>) => {
    const w = Number(e.currentTarget.dataset.window);
    const corner = Number(e.currentTarget.dataset.corner);
    const step = e.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    const quad = quads[w];
    if (!move || !quad) return;
    e.preventDefault();
    replace(w, moveQuad(quad, corner, move[0], move[1], width, height));
  };

  // Handles about 24 screen px across at any photo size: a fingertip target on a phone.
  const handle = scale > 0 ? 12 / scale : Math.max(width, height) / 60;
  const ids = (w: number, part: string) => (w === 0 ? `${testId}-${part}` : `${testId}-${part.replace(/^(quad|corner)/, `$1-${w}`)}`);
  return (
    <div
      ref={frameRef}
      className="relative mx-auto touch-none select-none overflow-hidden rounded-lg border bg-muted"
      // As wide as its container, but never so tall that the buttons below fall past a phone's or laptop's fold.
      style={{ aspectRatio: `${width} / ${height}`, width: `min(100%, calc(58dvh * ${width / height}))` }}
      data-testid={`${testId}-editor-canvas`}
    >
      <img src={imageUrl} alt={imageAlt} className="absolute inset-0 size-full" draggable={false} />
      {displayWidth > 0 &&
        quads.map((quad, w) =>
          quad.length === 4 ? (
            <div
              key={w}
              aria-hidden="true"
              className="pointer-events-none absolute left-0 top-0 origin-top-left"
              style={{ width: ART_BOX, height: ART_BOX, transform: quadTransform(quad.map(([x, y]): Point => [x * scale, y * scale]), ART_BOX, ART_BOX) }}
            >
              {artUrl ? <img src={artUrl} alt="" className="size-full" draggable={false} /> : <div className="size-full bg-primary/25" />}
            </div>
          ) : null,
        )}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="absolute inset-0 size-full"
        onPointerMove={onMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
      >
        {quads.map((quad, w) =>
          quad.length === 4 ? (
            <g key={w} role="group" aria-label={several ? `Window ${w + 1}` : "Window"}>
              <polygon
                points={quad.map((p) => p.join(",")).join(" ")}
                className={several && w !== activeWindow ? "cursor-move fill-transparent stroke-primary/60" : "cursor-move fill-transparent stroke-primary"}
                strokeWidth={several && w === activeWindow ? 3 : 2}
                vectorEffect="non-scaling-stroke"
                onPointerDown={startDrag}
                data-window={w}
                data-testid={ids(w, "quad")}
              />
              {quad.map(([x, y], i) => (
                <circle
                  key={CORNER_NAMES[i]}
                  cx={x}
                  cy={y}
                  r={handle}
                  role="slider"
                  tabIndex={0}
                  aria-label={several ? `Window ${w + 1} ${CORNER_NAMES[i]!.toLowerCase()} corner` : `${CORNER_NAMES[i]} corner`}
                  aria-valuetext={`${Math.round(x)}, ${Math.round(y)}`}
                  aria-valuenow={Math.round(x)}
                  className="cursor-grab fill-card stroke-primary outline-none focus-visible:fill-primary"
                  strokeWidth={handle / 4}
                  onPointerDown={startDrag}
                  onKeyDown={onKey}
                  data-window={w}
                  data-corner={i}
                  data-testid={ids(w, `corner-${i}`)}
                />
              ))}
            </g>
          ) : null,
        )}
      </svg>
    </div>
  );
}

import type { Point } from "@shared/template-window";
import { cn } from "@/lib/utils";

/** Loupe diameter in CSS px: big enough to read a frame's edge, small enough for a 300 px photo. */
export const LOUPE_SIZE = 112;

type QuadLoupeProps = {
  imageUrl: string;
  width: number;
  height: number;
  /** The image point under the crosshair: the corner being dragged. */
  center: Point;
  /** Loupe pixels per image pixel. */
  magnification: number;
  /** The quads, outlined so the edges leaving the corner show. */
  quads: Point[][];
  /** Top-left of the loupe in the editor's frame. */
  at: Point;
  pointerType: string;
  /** What the corner snapped to: the ring turns the editor's colour, and says so to tests. */
  snapped: "corner" | "edge" | null;
  testId: string;
};

// Cross arms stop short of the centre so the pixel under it stays visible.
const ARMS: [number, number, number, number][] = [
  [0.18, 0.5, 0.44, 0.5],
  [0.56, 0.5, 0.82, 0.5],
  [0.5, 0.18, 0.5, 0.44],
  [0.5, 0.56, 0.5, 0.82],
].map(([a, b, c, d]) => [a! * LOUPE_SIZE, b! * LOUPE_SIZE, c! * LOUPE_SIZE, d! * LOUPE_SIZE]);

/**
 * The magnifier shown while a corner is dragged: the photo around the corner, enlarged, under a
 * crosshair, so a fingertip (or a coarse mouse) can put the corner on the right pixel. It shows
 * the photo without the art, since the art would hide the frame edge being matched.
 */
export function QuadLoupe({ imageUrl, width, height, center, magnification, quads, at, pointerType, snapped, testId }: QuadLoupeProps) {
  const half = LOUPE_SIZE / 2 / magnification;
  return (
    <div
      aria-hidden="true"
      data-testid={`${testId}-loupe`}
      data-pointer-type={pointerType}
      data-snapped={snapped ?? undefined}
      className={cn(
        "pointer-events-none absolute z-10 overflow-hidden rounded-full border-[3px] bg-muted shadow-[0_6px_20px_rgb(0_0_0/0.35),0_0_0_1px_rgb(0_0_0/0.25)] transition-colors duration-100",
        snapped ? "border-primary" : "border-white",
      )}
      style={{ left: at[0], top: at[1], width: LOUPE_SIZE, height: LOUPE_SIZE }}
    >
      <svg viewBox={`${center[0] - half} ${center[1] - half} ${half * 2} ${half * 2}`} className="absolute inset-0 size-full" preserveAspectRatio="none">
        <image href={imageUrl} x={0} y={0} width={width} height={height} preserveAspectRatio="none" />
        {quads.map((quad, i) =>
          quad.length === 4 ? (
            <polygon key={i} points={quad.map((p) => p.join(",")).join(" ")} className="fill-none stroke-primary/70" strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
          ) : null,
        )}
      </svg>
      <svg viewBox={`0 0 ${LOUPE_SIZE} ${LOUPE_SIZE}`} className="absolute inset-0 size-full" strokeLinecap="round">
        {ARMS.map(([x1, y1, x2, y2], i) => (
          <g key={i}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="white" strokeWidth={3.5} />
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="rgb(17 17 17)" strokeWidth={1.5} />
          </g>
        ))}
        <circle cx={LOUPE_SIZE / 2} cy={LOUPE_SIZE / 2} r={1.75} fill="rgb(17 17 17)" stroke="white" strokeWidth={1} />
      </svg>
    </div>
  );
}

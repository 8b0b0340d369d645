import type { Point } from "@shared/template-window";
import { type Dispatch, type PointerEvent, type RefObject, type SetStateAction, useRef, useState } from "react";
import type { Snap } from "./edge-map";
import { hitQuads, hitRadius } from "./quad-hit";
import { moveQuad } from "./quad-transform";
import { type View, panBy, screenScale, toImage, toScreen, viewWithPointAt } from "./quad-view";

type Drag = { kind: "drag"; pointerId: number; window: number; corner: number | null; start: Point; before: Point[][]; after: Point[][] };
type Pan = { kind: "pan"; pointerId: number; last: Point };
/** Two fingers: `anchor` is the image point first under their midpoint, kept under it. */
type Pinch = { kind: "pinch"; distance: number; zoom: number; anchor: Point };
type Gesture = Drag | Pan | Pinch;

/** The corner being dragged, the pointer dragging it (frame pixels) and what the corner snapped to, for the loupe. */
export type LoupeState = { window: number; corner: number; pointer: Point; pointerType: string; snapped: Snap["kind"] | null };

/** A dragged corner snaps to an edge within this many screen pixels of where it was put: about a handle's radius, a little more under a finger. */
export const SNAP_RADIUS: Record<string, number> = { mouse: 10, pen: 10, touch: 14 };

type GestureOptions = {
  frame: RefObject<HTMLDivElement | null>;
  quads: Point[][];
  view: View;
  setView: Dispatch<SetStateAction<View>>;
  /** Frame pixels per image pixel at zoom 1 (0 before the frame is measured). */
  fit: number;
  image: { width: number; height: number };
  change: (quads: Point[][]) => void;
  record: (before: Point[][]) => void;
  /** Where a corner put at a point (photo pixels) snaps within a radius (photo pixels); null: no snapping. */
  snap: ((point: Point, radius: number) => Snap | null) | null;
};

const midpoint = (a: Point, b: Point): Point => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];

/**
 * Mouse, pen and touch through one path (Pointer Events, captured by the frame): one pointer
 * drags the corner or quad it lands on (a corner within a fingertip of it), or pans the photo
 * when it lands on neither; two pointers pinch-zoom and pan. A dragged corner snaps to a strong
 * corner or edge of the photo near where it is put, unless Alt is held. Each finished drag is one undo step.
 */
export function useQuadGestures({ frame, quads, view, setView, fit, image, change, record, snap }: GestureOptions) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const [loupe, setLoupe] = useState<LoupeState | null>(null);
  const [busy, setBusy] = useState(false);

  const local = (e: PointerEvent): Point => {
    const el = frame.current;
    if (!el) return [0, 0];
    const box = el.getBoundingClientRect();
    return [e.clientX - box.left - el.clientLeft, e.clientY - box.top - el.clientTop];
  };

  const startPinch = () => {
    const [a, b] = [...pointers.current.values()] as [Point, Point];
    const mid = midpoint(a, b);
    gesture.current = { kind: "pinch", distance: Math.max(1, Math.hypot(a[0] - b[0], a[1] - b[1])), zoom: view.zoom, anchor: toImage(mid, view, fit) };
  };

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.pointerType === "mouse" && e.button !== 0) || fit <= 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = local(e);
    pointers.current.set(e.pointerId, p);
    setBusy(true);
    if (pointers.current.size === 2) {
      // A second finger means zoom, not drag: the corner the first one moved goes back.
      const g = gesture.current;
      if (g?.kind === "drag" && g.after !== g.before) change(g.before);
      setLoupe(null);
      startPinch();
      return;
    }
    if (pointers.current.size > 2) return;
    const onScreen = quads.map((q) => q.map((point) => toScreen(point, view, fit)));
    const hit = hitQuads(onScreen, p, hitRadius(e.pointerType));
    if (!hit) {
      gesture.current = { kind: "pan", pointerId: e.pointerId, last: p };
      return;
    }
    gesture.current = { kind: "drag", pointerId: e.pointerId, ...hit, start: p, before: quads, after: quads };
    if (hit.corner !== null) setLoupe({ window: hit.window, corner: hit.corner, pointer: p, pointerType: e.pointerType, snapped: null });
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    const p = local(e);
    pointers.current.set(e.pointerId, p);
    const g = gesture.current;
    if (g?.kind === "drag" && g.pointerId === e.pointerId) {
      const s = screenScale(view, fit);
      let quad = moveQuad(g.before[g.window] ?? [], g.corner, (p[0] - g.start[0]) / s, (p[1] - g.start[1]) / s, image.width, image.height);
      const snapped = g.corner !== null && snap && !e.altKey ? snap(quad[g.corner]!, (SNAP_RADIUS[e.pointerType] ?? SNAP_RADIUS.touch!) / s) : null;
      if (snapped) quad = quad.map((point, i) => (i === g.corner ? snapped.point : point));
      g.after = g.before.map((q, i) => (i === g.window ? quad : q));
      change(g.after);
      setLoupe((l) => l && { ...l, pointer: p, snapped: snapped?.kind ?? null });
    } else if (g?.kind === "pan" && g.pointerId === e.pointerId) {
      const [dx, dy] = [p[0] - g.last[0], p[1] - g.last[1]];
      g.last = p;
      setView((v) => panBy(v, dx, dy, fit, image));
    } else if (g?.kind === "pinch" && pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      const zoom = (g.zoom * Math.hypot(a[0] - b[0], a[1] - b[1])) / g.distance;
      setView(viewWithPointAt(g.anchor, midpoint(a, b), zoom, fit, image));
    }
  };

  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(e.pointerId)) return;
    const g = gesture.current;
    if (g?.kind === "pinch") {
      // One finger lifted from a pinch: the other pans on; it never grabs a corner mid-gesture.
      const [rest] = [...pointers.current.entries()];
      gesture.current = rest ? { kind: "pan", pointerId: rest[0], last: rest[1] } : null;
    } else if (g && g.pointerId === e.pointerId) {
      if (g.kind === "drag" && JSON.stringify(g.after) !== JSON.stringify(g.before)) record(g.before);
      gesture.current = null;
      setLoupe(null);
    }
    if (pointers.current.size === 0) setBusy(false);
  };

  // A capture lost without a pointerup (the element re-rendered away, the OS took the touch) ends the gesture too.
  return { loupe, busy, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onLostPointerCapture: onPointerUp } };
}

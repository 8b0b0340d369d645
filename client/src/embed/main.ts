// The shop widget's script (/embed/{id}): plain DOM, no framework, so the first paint needs only
// the page's inline image and a few kB. It turns the page's choices into buttons and swaps the
// preview when the shopper picks a room, size, frame or artwork, or hangs it on a photo of their
// own wall (uploaded here, its corners then set as in My Rooms).
import {
  EMBED_DATA_ID,
  EMBED_HEIGHT_MESSAGE,
  embedPreviewPath,
  embedWallPreviewPath,
  embedWallsPath,
  fitQuadOn,
  printQuadIn,
  scaleQuad,
  type EmbedChoice,
  type EmbedData,
  type EmbedWall,
} from "@shared/embed";
import type { Point } from "@shared/template-window";
// The file itself, not lib/api's index: the widget's bundle takes no React Query.
import { uploadWithProgress } from "../lib/api/upload";
import { arView } from "./ar-view";
import { el } from "./dom";
import { wallCorners } from "./wall-corners";

/** While the print is dragged along a bare wall, a new preview is asked for at most this often. */
const DRAG_PREVIEW_MS = 150;
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

const FRAME_NAMES: Record<string, string> = { none: "No frame" };
const frameName = (f: string) => FRAME_NAMES[f] ?? f.charAt(0).toUpperCase() + f.slice(1);
const sizeName = (s: string) => s.replace("x", " × ").replace(/(cm|in)$/, " $1");
/** A size's width and height in cm ("40x50cm" → 40, 50; "16x20in" → 40.64, 50.8). */
const sizeCm = (s: string): [number, number] => {
  const [w = 1, h = 1] = s.split("x").map((n) => Number.parseFloat(n) * (s.endsWith("in") ? 2.54 : 1));
  return [w, h];
};

function start(data: EmbedData) {
  const stage = document.getElementById("stage");
  const view = document.getElementById("view") as HTMLImageElement | null;
  const controls = document.getElementById("controls");
  const first = data.artworks[0];
  const room = data.rooms[0];
  if (!stage || !view || !controls || !first || !room) return;
  const choice: EmbedChoice = { artworkId: first.id, templateId: room.id, size: first.sizes[0] ?? "", frame: data.frames[0] ?? "none" };

  /**
   * The shopper's own wall photo, once uploaded, and the print's corners on it at `size` (the size
   * chosen when they were set); null while a catalogue room shows.
   */
  let wall: { photo: EmbedWall; quad: Point[]; size: string } | null = null;
  const note = el("p", { className: "note", role: "status" });
  if (room.at) note.textContent = "Drag the picture to move it along the wall.";
  const ar = arView(data.id, stage);
  stage.after(ar.panel);
  const corners = wallCorners(stage, (quad) => {
    if (!wall) return;
    wall.quad = quad;
    show();
  });
  view.draggable = false;

  // On a bare wall the print follows the pointer: `at` (fractions of the photo) moves by the drag.
  let drag: { x: number; y: number; from: [number, number]; shownAt: number } | null = null;
  view.addEventListener("pointerdown", (e) => {
    const room = bareWall();
    if (!room?.at) return;
    drag = { x: e.clientX, y: e.clientY, from: choice.at ?? room.at, shownAt: e.timeStamp };
    view.setPointerCapture(e.pointerId);
    stage.classList.add("dragging");
  });
  view.addEventListener("pointermove", (e) => {
    if (!drag) return;
    const box = view.getBoundingClientRect();
    choice.at = [clamp01(drag.from[0] + (e.clientX - drag.x) / box.width), clamp01(drag.from[1] + (e.clientY - drag.y) / box.height)];
    if (e.timeStamp - drag.shownAt < DRAG_PREVIEW_MS) return;
    drag.shownAt = e.timeStamp;
    show();
  });
  const drop = () => {
    if (!drag) return;
    drag = null;
    stage.classList.remove("dragging");
    show();
  };
  view.addEventListener("pointerup", drop);
  view.addEventListener("pointercancel", drop);

  /** Another size in the same place: the quad scaled about its centre by the sizes' ratio, kept on the photo (shrunk if it would not fit). */
  const resize = (w: NonNullable<typeof wall>) => {
    const [from, to] = [sizeCm(w.size), sizeCm(choice.size)];
    const scaled = scaleQuad(w.quad, to[0] / from[0], to[1] / from[1]);
    w.quad = fitQuadOn(scaled, w.photo.width, w.photo.height);
    w.size = choice.size;
  };

  /** The catalogue's bare wall on show (null: a room with windows, or the shopper's own photo): the print can be dragged along it. */
  const bareWall = () => (wall ? null : (data.rooms.find((r) => r.id === choice.templateId && r.at) ?? null));

  /** The preview last asked for. */
  let latest: HTMLImageElement | null = null;
  const show = () => {
    ar.show(choice);
    if (wall && wall.size !== choice.size) resize(wall);
    corners.show(wall && wall.photo, wall?.quad);
    stage.setAttribute("aria-busy", "true");
    stage.classList.toggle("own", wall !== null);
    stage.classList.toggle("movable", bareWall() !== null);
    const next = new Image();
    latest = next;
    next.onload = next.onerror = () => {
      // Answers can land out of order (a drag asks every 150 ms): only the newest choice's is shown.
      if (next !== latest) return;
      if (next.complete && next.naturalWidth > 0) view.src = next.src;
      stage.setAttribute("aria-busy", "false");
    };
    next.src = wall ? embedWallPreviewPath(data.id, wall.photo.id, choice, wall.quad) : embedPreviewPath(data.id, choice);
    const roomName = wall ? "your wall" : (data.rooms.find((r) => r.id === choice.templateId)?.name ?? "a room");
    view.alt = `The artwork, ${frameName(choice.frame).toLowerCase()}, ${sizeName(choice.size)}, in ${roomName}`;
  };

  /** A row of toggle buttons: one pressed at a time. */
  const group = (label: string, items: Array<{ value: string; text: string }>, current: () => string, pick: (v: string) => void) => {
    const buttons = items.map((item) => {
      const b = el("button", { type: "button", className: "chip", textContent: item.text });
      b.addEventListener("click", () => {
        pick(item.value);
        refresh();
        show();
      });
      return { b, item };
    });
    const refresh = () => buttons.forEach(({ b, item }) => b.setAttribute("aria-pressed", String(item.value === current())));
    refresh();
    const box = el("div", { className: "group", role: "group" }, [el("span", { textContent: label }), ...buttons.map((x) => x.b)]);
    box.setAttribute("aria-label", label);
    return { box, refresh };
  };

  const artwork = () => data.artworks.find((a) => a.id === choice.artworkId) ?? first;
  let sizes = group("Size", artwork().sizes.map((s) => ({ value: s, text: sizeName(s) })), () => choice.size, (v) => (choice.size = v));
  const frames = group("Frame", data.frames.map((f) => ({ value: f, text: frameName(f) })), () => choice.frame, (v) => (choice.frame = v as EmbedChoice["frame"]));

  const rooms = el("div", { className: "rooms", role: "group" });
  rooms.setAttribute("aria-label", "Room");
  const roomButtons = data.rooms.map((r) => {
    const b = el("button", { type: "button", className: "room", title: r.name }, [el("img", { src: r.thumbnailUrl, alt: r.name, loading: "lazy" })]);
    b.addEventListener("click", () => {
      choice.templateId = r.id;
      choice.at = undefined;
      note.textContent = r.at ? "Drag the picture to move it along the wall." : "";
      wall = null;
      ar.hide();
      pressRoom(b);
      show();
    });
    b.setAttribute("aria-pressed", String(r.id === choice.templateId));
    return b;
  });
  const pressRoom = (pressed: HTMLElement) => [...rooms.children].forEach((x) => x.setAttribute("aria-pressed", String(x === pressed)));

  // "Use a photo of your wall": uploaded, analysed by the server, then shown with the art hung
  // where a frame or poster was found (else in the upper middle) at the first size's scale.
  const input = el("input", { type: "file", accept: "image/jpeg,image/png", className: "file" });
  const ownButton = el("button", { type: "button", className: "room own-wall", title: "Your wall" }, [el("span", { textContent: "Use a photo of your wall" })]);
  ownButton.setAttribute("aria-pressed", "false");
  ownButton.addEventListener("click", () => input.click());
  input.addEventListener("change", async () => {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    const body = new FormData();
    body.append("image", file);
    note.textContent = "Looking at your wall…";
    stage.setAttribute("aria-busy", "true");
    let answer: EmbedWall;
    try {
      answer = (await uploadWithProgress(embedWallsPath(data.id), body)) as EmbedWall;
    } catch (error) {
      stage.setAttribute("aria-busy", "false");
      note.textContent = error instanceof Error && error.message ? error.message : "The photo could not be sent. Please try again.";
      return;
    }
    const [w, h] = sizeCm(choice.size);
    wall = { photo: answer, quad: printQuadIn(answer.quad, w / h), size: choice.size };
    note.textContent = "Drag the corners to fit the picture to your wall, or drag it to move it.";
    pressRoom(ownButton);
    ar.hide();
    show();
  });
  rooms.append(ownButton, ...roomButtons);

  const parts: HTMLElement[] = [rooms, note, input, el("div", { className: "actions" }, [ar.open])];
  if (data.artworks.length > 1) {
    const arts = group("Artwork", data.artworks.map((a, i) => ({ value: a.id, text: `Artwork ${i + 1}` })), () => choice.artworkId, (v) => {
      choice.artworkId = v;
      // Another artwork may come in other sizes: offer its own.
      if (!artwork().sizes.includes(choice.size)) choice.size = artwork().sizes[0] ?? choice.size;
      const next = group("Size", artwork().sizes.map((s) => ({ value: s, text: sizeName(s) })), () => choice.size, (s) => (choice.size = s));
      sizes.box.replaceWith(next.box);
      sizes = next;
    });
    parts.push(arts.box);
  }
  parts.push(sizes.box, frames.box);
  controls.append(...parts);
}

/** The page's height, for embed.js to size the iframe: no inner scroll bar, no gap. */
function reportHeight() {
  // The body's own height: the document's would never shrink below the iframe's current height.
  const send = () => window.parent.postMessage({ type: EMBED_HEIGHT_MESSAGE, height: Math.ceil(document.body.getBoundingClientRect().height) }, "*");
  new ResizeObserver(send).observe(document.body);
  send();
}

const dataNode = document.getElementById(EMBED_DATA_ID);
if (dataNode?.textContent) start(JSON.parse(dataNode.textContent) as EmbedData);
if (window.parent !== window) reportHeight();

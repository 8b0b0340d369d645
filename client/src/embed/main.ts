// The shop widget's script (/embed/{id}): plain DOM, no framework, so the first paint needs only
// the page's inline image and a few kB. It turns the page's choices into buttons and swaps the
// preview when the shopper picks a room, size, frame or artwork.
import { EMBED_DATA_ID, EMBED_HEIGHT_MESSAGE, embedPreviewPath, type EmbedChoice, type EmbedData } from "@shared/embed";

const FRAME_NAMES: Record<string, string> = { none: "No frame" };
const frameName = (f: string) => FRAME_NAMES[f] ?? f.charAt(0).toUpperCase() + f.slice(1);
const sizeName = (s: string) => s.replace("x", " × ").replace(/(cm|in)$/, " $1");

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, children: Node[] = []): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function start(data: EmbedData) {
  const stage = document.getElementById("stage");
  const view = document.getElementById("view") as HTMLImageElement | null;
  const controls = document.getElementById("controls");
  const first = data.artworks[0];
  const room = data.rooms[0];
  if (!stage || !view || !controls || !first || !room) return;
  const choice: EmbedChoice = { artworkId: first.id, templateId: room.id, size: first.sizes[0] ?? "", frame: data.frames[0] ?? "none" };

  const show = () => {
    stage.setAttribute("aria-busy", "true");
    const next = new Image();
    next.onload = next.onerror = () => {
      if (next.complete && next.naturalWidth > 0) view.src = next.src;
      stage.setAttribute("aria-busy", "false");
    };
    next.src = embedPreviewPath(data.id, choice);
    const roomName = data.rooms.find((r) => r.id === choice.templateId)?.name ?? "a room";
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
      roomButtons.forEach((x, i) => x.setAttribute("aria-pressed", String(data.rooms[i]?.id === r.id)));
      show();
    });
    b.setAttribute("aria-pressed", String(r.id === choice.templateId));
    return b;
  });
  rooms.append(...roomButtons);

  const parts: HTMLElement[] = [rooms];
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

import { embedModelPath, type EmbedChoice } from "@shared/embed";
import { MODEL_VIEWER_SCRIPT } from "@shared/model-viewer";
import { el } from "./dom";

/** model-viewer's own bundle, from the app itself: fetched the first time a shopper opens the 3D view, never for the first paint. */
function loadModelViewer() {
  if (document.querySelector(`script[src="${MODEL_VIEWER_SCRIPT}"]`)) return;
  document.head.append(el("script", { type: "module", src: MODEL_VIEWER_SCRIPT }));
}

/**
 * "View in your room": the framed print in 3D at its true size, in place of the picture. Turned
 * and zoomed here; on a phone, hung on the shopper's wall by WebXR or Scene Viewer (Android) or
 * Quick Look (iOS), with no app. `show` follows the current artwork, size and frame.
 */
export function arView(widgetId: string, stage: HTMLElement) {
  const viewer = document.createElement("model-viewer");
  const attributes: Record<string, string> = {
    ar: "",
    "ar-modes": "webxr scene-viewer quick-look",
    "ar-placement": "wall",
    "ar-scale": "fixed",
    "camera-controls": "",
    "camera-orbit": "0deg 90deg auto",
    "touch-action": "pan-y",
    "shadow-intensity": "1",
  };
  for (const [name, value] of Object.entries(attributes)) viewer.setAttribute(name, value);
  const arButton = el("button", { type: "button", className: "ar-go", textContent: "Hang it on your wall" });
  arButton.slot = "ar-button";
  viewer.append(arButton);
  const close = el("button", { type: "button", className: "chip", textContent: "Back to the picture" });
  const panel = el("section", { className: "ar", hidden: true }, [
    viewer,
    el("p", { className: "note", textContent: "Turn it and zoom in. On a phone, tap Hang it on your wall to see it at its true size." }),
    close,
  ]);
  panel.setAttribute("aria-label", "View in your room");
  const open = el("button", { type: "button", className: "chip ar-open", textContent: "View in your room" });
  open.setAttribute("aria-expanded", "false");

  const toggle = (on: boolean) => {
    panel.hidden = !on;
    stage.hidden = on;
    open.setAttribute("aria-expanded", String(on));
  };
  let current: Omit<EmbedChoice, "templateId"> | null = null;
  const show = (choice: Omit<EmbedChoice, "templateId">) => {
    current = choice;
    if (panel.hidden) return;
    viewer.setAttribute("src", embedModelPath(widgetId, choice, "glb"));
    viewer.setAttribute("ios-src", embedModelPath(widgetId, choice, "usdz"));
    viewer.setAttribute("alt", `The artwork, framed, ${choice.size.replace("x", " × ")}, in 3D`);
  };
  open.addEventListener("click", () => {
    loadModelViewer();
    toggle(true);
    if (current) show(current);
  });
  close.addEventListener("click", () => toggle(false));
  return { open, panel, show, hide: () => toggle(false) };
}

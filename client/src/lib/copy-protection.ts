/**
 * Copy protection for displayed images (spec §2). It deters casual saving only: anything a
 * browser displays can be captured, so the real protection is that full-quality files are
 * served only to those entitled to them.
 */

/** Form fields keep normal right-click, selection and copy so people can still edit text. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']") !== null;
}

/** Save (S), print (P), view source (U) and the developer-tools shortcuts. */
export function isBlockedShortcut(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "shiftKey">): boolean {
  const key = e.key.toLowerCase();
  const mod = e.ctrlKey || e.metaKey;
  if (key === "f12") return true;
  if (mod && (key === "s" || key === "p")) return true;
  if (e.ctrlKey && key === "u") return true;
  if (e.ctrlKey && e.shiftKey && (key === "i" || key === "j" || key === "c")) return true;
  return false;
}

function onContextMenu(e: MouseEvent) {
  if (!isEditable(e.target)) e.preventDefault();
}

function onKeyDown(e: KeyboardEvent) {
  if (isBlockedShortcut(e)) {
    e.preventDefault();
    e.stopPropagation();
  }
}

function onKeyUp(e: KeyboardEvent) {
  // The screenshot itself cannot be prevented; the attempt is only noted.
  if (e.key === "PrintScreen") console.log("PrintScreen key pressed");
}

function onDragStart(e: DragEvent) {
  if (e.target instanceof HTMLImageElement) e.preventDefault();
}

function onSelectOrCopy(e: Event) {
  if (!isEditable(e.target)) e.preventDefault();
}

function observeImageRequests(): (() => void) | undefined {
  if (typeof PerformanceObserver === "undefined") return undefined;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (entry.initiatorType === "img" || entry.initiatorType === "css") console.debug("Image request:", entry.name);
    }
  });
  try {
    observer.observe({ type: "resource", buffered: true });
  } catch {
    return undefined;
  }
  return () => observer.disconnect();
}

/** Installs the document-wide listeners; returns a function that removes them again. */
export function installCopyProtection(doc: Document = document): () => void {
  const listeners: [string, (event: never) => void, AddEventListenerOptions?][] = [
    ["contextmenu", onContextMenu],
    ["keydown", onKeyDown, { capture: true }],
    ["keyup", onKeyUp],
    ["dragstart", onDragStart],
    ["selectstart", onSelectOrCopy],
    ["copy", onSelectOrCopy],
    ["cut", onSelectOrCopy],
  ];
  for (const [type, listener, options] of listeners) doc.addEventListener(type, listener as EventListener, options);
  const stopObserving = observeImageRequests();
  return () => {
    for (const [type, listener, options] of listeners) doc.removeEventListener(type, listener as EventListener, options);
    stopObserving?.();
  };
}

import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { setSignedInCookie } from "./fake-api";

// The studio renders the arriving catalogue as a deferred update (use-catalogue.ts), which jsdom
// can take more than the default second to finish on a loaded machine.
configure({ asyncUtilTimeout: 3000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setSignedInCookie(false);
  // What one test's studio remembered must not come back in the next.
  window.localStorage.clear();
  window.sessionStorage.clear();
});

/**
 * Browser APIs jsdom leaves out and the components use. They do nothing observable here: layout
 * (ResizeObserver) has no meaning without a renderer, object URLs only name a file. A width
 * query is answered for jsdom's window (1024 × 768 unless a test resizes it), so components
 * see the desktop layout the tests were written for.
 */
let objectUrls = 0;
URL.createObjectURL ??= () => `blob:test/${++objectUrls}`;
URL.revokeObjectURL ??= () => undefined;
const REM_PX = 16;
function matchesWidth(query: string): boolean {
  const match = /\((min|max)-width:\s*([\d.]+)(px|rem)\)/.exec(query);
  if (!match) return false;
  const px = Number(match[2]) * (match[3] === "rem" ? REM_PX : 1);
  return match[1] === "min" ? window.innerWidth >= px : window.innerWidth <= px;
}
window.matchMedia ??= (query: string) =>
  ({
    get matches() {
      return matchesWidth(query);
    },
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;

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
 * (ResizeObserver, matchMedia) has no meaning without a renderer, object URLs only name a file.
 */
let objectUrls = 0;
URL.createObjectURL ??= () => `blob:test/${++objectUrls}`;
URL.revokeObjectURL ??= () => undefined;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
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

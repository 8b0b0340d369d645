import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STUDIO_SESSION_KEY, type StudioSession, readStudioSession, writeStudioSession } from "./studio-session";

/** A Web Storage of its own (the node project has none); `full` refuses every write, as a full store does. */
function memoryStore({ full = false } = {}) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      items.set(key, value);
    },
  };
}

const SESSION: StudioSession = {
  artworks: [{ id: "art-1", name: "sunset.png", width: 1200, height: 800, aspectRatio: "3x2" }],
  current: "art-1",
  filtersFor: "art-1",
  autoRatio: "3x2",
  frozen: null,
  applied: "current",
  search: "ratio=3x2&fit=fill",
};

let tab: ReturnType<typeof memoryStore>;
let browser: ReturnType<typeof memoryStore>;
beforeEach(() => {
  tab = memoryStore();
  browser = memoryStore();
  vi.stubGlobal("window", { sessionStorage: tab, localStorage: browser });
});
afterEach(() => vi.unstubAllGlobals());

describe("studio session", () => {
  it("is kept for this tab and for the next one", () => {
    expect(readStudioSession()).toBeNull();
    writeStudioSession(SESSION);
    expect(readStudioSession()).toEqual(SESSION);
    tab.items.clear();
    expect(readStudioSession()).toEqual(SESSION);
  });

  it("this tab's studio comes before the one another tab left last", () => {
    writeStudioSession(SESSION);
    browser.items.set(STUDIO_SESSION_KEY, JSON.stringify({ ...SESSION, current: null, search: "fit=fit" }));
    expect(readStudioSession()).toEqual(SESSION);
  });

  it("what is unreadable or not ours is ignored", () => {
    tab.items.set(STUDIO_SESSION_KEY, "{not json");
    expect(readStudioSession()).toBeNull();
    browser.items.set(STUDIO_SESSION_KEY, JSON.stringify({ ...SESSION, artworks: [{ id: "../etc/passwd", name: "x", width: 1, height: 1, aspectRatio: "1x1" }] }));
    expect(readStudioSession()).toBeNull();
    browser.items.set(STUDIO_SESSION_KEY, JSON.stringify(SESSION));
    expect(readStudioSession()).toEqual(SESSION);
  });

  it("a full or switched-off storage loses the convenience, never throws", () => {
    vi.stubGlobal("window", { sessionStorage: memoryStore({ full: true }), localStorage: memoryStore({ full: true }) });
    expect(() => writeStudioSession(SESSION)).not.toThrow();
    expect(readStudioSession()).toBeNull();
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
    expect(() => writeStudioSession(SESSION)).not.toThrow();
    expect(readStudioSession()).toBeNull();
  });
});

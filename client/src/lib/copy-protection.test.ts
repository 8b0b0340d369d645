import { describe, expect, it } from "vitest";
import { isBlockedShortcut } from "./copy-protection";

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe("isBlockedShortcut", () => {
  it("blocks save, print, view-source and developer-tools shortcuts", () => {
    expect(isBlockedShortcut(key("s", { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("p", { metaKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("U", { ctrlKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("I", { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("J", { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("C", { ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isBlockedShortcut(key("F12"))).toBe(true);
  });

  it("leaves ordinary typing and editing shortcuts alone", () => {
    expect(isBlockedShortcut(key("s"))).toBe(false);
    expect(isBlockedShortcut(key("c", { ctrlKey: true }))).toBe(false);
    expect(isBlockedShortcut(key("v", { metaKey: true }))).toBe(false);
    expect(isBlockedShortcut(key("a", { ctrlKey: true }))).toBe(false);
  });
});

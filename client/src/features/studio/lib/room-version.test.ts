import { describe, expect, test } from "vitest";
import type { Template } from "@shared/templates";
import { roomVersion } from "./room-version";

const template: Template = {
  id: 1,
  name: "wall",
  imageUrl: "/x.png",
  thumbnailUrl: "/t.png",
  category: "room",
  featured: false,
  aspectRatio: null,
  color: null,
  roomType: null,
  width: 800,
  height: 600,
  windowCount: 1,
  pxPerCm: null,
  anchor: null,
  defaultSize: null,
  origin: "uploaded",
  light: null,
  wall: null,
  orientation: null,
  credit: null,
};

describe("roomVersion", () => {
  test("catalogue templates keep their URL; a room's changes with its corners", () => {
    expect(roomVersion(template)).toBe("");
    const a = roomVersion({ ...template, windows: [{ quad: [[1, 2], [3, 2], [3, 4], [1, 4]] }] });
    const b = roomVersion({ ...template, windows: [{ quad: [[1, 2], [3, 2], [3, 5], [1, 4]] }] });
    expect(a).toMatch(/^&v=\w+$/);
    expect(b).not.toBe(a);
  });
});

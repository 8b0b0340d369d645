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
};

describe("roomVersion", () => {
  test("catalogue templates keep their URL; a room's changes with its corners", () => {
    expect(roomVersion(template)).toBe("");
    const a = roomVersion({ ...template, windows: [{ quad: [[1, 2], [3, 2], [3, 4], [1, 4]], detected: true }] } as Template);
    const b = roomVersion({ ...template, windows: [{ quad: [[1, 2], [3, 2], [3, 5], [1, 4]], detected: false }] } as Template);
    expect(a).toMatch(/^&v=\w+$/);
    expect(b).not.toBe(a);
  });
});

import { expect, test } from "vitest";
import { createMockupSchema, resultFileName, savedMockupFileName } from "./mockups";

test("download file names follow spec §9", () => {
  expect(savedMockupFileName({ name: "My Living Room  Mockup", id: 42 })).toBe("my-living-room-mockup-42.png");
  expect(resultFileName("Mockup #3", 1700000000000)).toBe("mockup-#3-mockup-1700000000000.png");
});

test("a mockup is created from a studio render or from an uploaded image", () => {
  expect(createMockupSchema.parse({ name: " A ", artworkId: "abc", templateId: 3 })).toEqual({ name: "A", artworkId: "abc", templateId: 3, fit: "expand", frame: "none", frameWidth: 2.5, mat: "none", matWidth: 5 });
  expect(createMockupSchema.parse({ name: "B", imageUrl: "/api/mockups/images/x.png", templateId: 1, artworkUrl: null })).toMatchObject({ imageUrl: "/api/mockups/images/x.png" });
  expect(createMockupSchema.safeParse({ name: "  ", imageUrl: "/x" }).success).toBe(false);
});

import { expect, test } from "vitest";
import { createMockupSchema } from "./mockups";

test("a mockup is created from a studio render or from an uploaded image", () => {
  expect(createMockupSchema.parse({ name: " A ", artworkId: "abc", templateId: 3 })).toEqual({ name: "A", artworkId: "abc", templateId: 3, fit: "expand", frame: "none", frameWidth: 2.5, mat: "none", matWidth: 5 });
  expect(createMockupSchema.parse({ name: "B", imageUrl: "/api/mockups/images/x.png", templateId: 1, artworkUrl: null })).toMatchObject({ imageUrl: "/api/mockups/images/x.png" });
  expect(createMockupSchema.safeParse({ name: "  ", imageUrl: "/x" }).success).toBe(false);
});

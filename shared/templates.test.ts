import { describe, expect, test } from "vitest";
import { compareTemplateNames, createTemplateSchema, parseTemplateName } from "./templates";

describe("parseTemplateName", () => {
  test("reads the spec's bulk filename format", () => {
    expect(parseTemplateName("Mockup #12 - 4x3 - Black - Living Room.png")).toEqual({
      name: "Mockup #12 - 4x3 - Black - Living Room",
      number: 12,
      aspectRatio: "4x3",
      color: "black",
      roomType: "living room",
    });
  });

  test("leaves unknown parts empty", () => {
    expect(parseTemplateName("Sunny wall.jpg")).toMatchObject({ name: "Sunny wall", number: null, aspectRatio: null, color: null, roomType: null });
    expect(parseTemplateName("Mockup #3 - wide")).toMatchObject({ number: 3, aspectRatio: null, color: null });
  });
});

test("sorts by mockup number, unnumbered last", () => {
  const names = ["Zebra", "Mockup #10 - 1x1", "Mockup #2 - 4x5", "Apple", "Mockup #1 - 3x4"];
  expect([...names].sort(compareTemplateNames)).toEqual(["Mockup #1 - 3x4", "Mockup #2 - 4x5", "Mockup #10 - 1x1", "Apple", "Zebra"]);
});

test("template creation defaults category to frame and featured to false", () => {
  expect(createTemplateSchema.parse({ name: " A ", imageUrl: "/x" })).toEqual({ name: "A", imageUrl: "/x", category: "frame", featured: false });
  expect(createTemplateSchema.safeParse({ name: "A" }).error?.issues[0]?.message).toBe("Please upload an image or provide an image URL");
});

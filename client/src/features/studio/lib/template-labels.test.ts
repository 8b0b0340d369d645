import { expect, it } from "vitest";
import { defaultMockupName, templateDetails, templateDisplayName } from "./template-labels";

it.each([
  ["Mockup #3 - 4x5 - Black - Living Room", "Mockup #3"],
  ["Mockup #12", "Mockup #12"],
  ["Gallery Wall-Oak", "Gallery Wall-Oak"],
  [" Sunny Loft  - 1x1", "Sunny Loft"],
])("the card name of %j is %j", (name, expected) => {
  expect(templateDisplayName(name)).toBe(expected);
});

it("joins the details capitalised and skips missing ones", () => {
  expect(templateDetails({ aspectRatio: "4x5", color: "black", roomType: "living room" })).toBe("4x5 - Black - Living Room");
  expect(templateDetails({ aspectRatio: "16x9", color: null, roomType: "office" })).toBe("16x9 - Office");
  expect(templateDetails({ aspectRatio: null, color: null, roomType: null })).toBe("");
  // A bare wall has no ratio or colour of its own: it shows the print at true size.
  expect(templateDetails({ aspectRatio: null, color: null, roomType: "living room", pxPerCm: 6.7 })).toBe("True Size - Living Room");
});

it("suggests 'My {template name} Mockup'", () => {
  expect(defaultMockupName("Mockup #9 - 3x2 - Oak - Living Room")).toBe("My Mockup #9 Mockup");
});

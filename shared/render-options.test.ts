import { expect, test } from "vitest";
import { describeRenderOptions, renderOptionsQuery, renderOptionsSchema, toSavedRenderOptions } from "./render-options";

test("defaults, query strings and the gallery line", () => {
  const defaults = renderOptionsSchema.parse({});
  expect(defaults).toEqual({ frame: "none", frameWidth: 2.5, mat: "none", matWidth: 5 });
  expect(renderOptionsQuery({})).toBe("");
  expect(renderOptionsQuery({ frame: "oak", mat: "white", matWidth: 6, size: "50x70cm" })).toBe("&frame=oak&mat=white&matWidth=6&size=50x70cm");
  const walnut = toSavedRenderOptions("fill", renderOptionsSchema.parse({ frame: "walnut", mat: "white", size: "50x70cm" }));
  expect(walnut).toEqual({ fit: "fill", frame: "walnut", frameWidth: 2.5, mat: "white", matWidth: 5, size: "50x70cm", light: "keep" });
  expect(describeRenderOptions(walnut)).toBe("Walnut frame · White mat · 50 × 70 cm · Fitting: Fill");
  expect(describeRenderOptions(toSavedRenderOptions("expand", defaults))).toBe("Fitting: Expand");
  expect(describeRenderOptions(toSavedRenderOptions("fit", defaults, "off"))).toBe("Fitting: Fit · Room light off");
});

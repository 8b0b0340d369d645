import { describe, expect, it } from "vitest";
import { fileBaseName, toTemplateImagePath } from "./template-image-url";

const ORIGIN = "https://mockups.example";

describe("toTemplateImagePath", () => {
  it("accepts our image path, alone or as a full URL on this site", () => {
    expect(toTemplateImagePath("/api/templates/images/abc_DEF-1.png", ORIGIN)).toBe("/api/templates/images/abc_DEF-1.png");
    expect(toTemplateImagePath(` ${ORIGIN}/api/templates/images/x.jpeg?_t=1 `, ORIGIN)).toBe("/api/templates/images/x.jpeg");
  });

  it("refuses other sites, other paths and odd file names", () => {
    expect(toTemplateImagePath("https://elsewhere.example/api/templates/images/x.png", ORIGIN)).toBeNull();
    expect(toTemplateImagePath("/api/templates/thumbnails/x.png", ORIGIN)).toBeNull();
    expect(toTemplateImagePath("/api/templates/images/../secret.png", ORIGIN)).toBeNull();
    expect(toTemplateImagePath("/api/templates/images/x.gif", ORIGIN)).toBeNull();
    expect(toTemplateImagePath("", ORIGIN)).toBeNull();
  });
});

describe("fileBaseName", () => {
  it("drops only the last extension", () => {
    expect(fileBaseName("Mockup #3 - 4x3 - Black - Hall.png")).toBe("Mockup #3 - 4x3 - Black - Hall");
    expect(fileBaseName("frame.v2.jpeg")).toBe("frame.v2");
    expect(fileBaseName("no-extension")).toBe("no-extension");
    expect(fileBaseName(".png")).toBe(".png");
  });
});

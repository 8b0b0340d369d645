import { describe, expect, it } from "vitest";
import { isPsdFile, psdFileProblem } from "./psd-file";

describe("Photoshop files chosen in the browser", () => {
  it("are known by extension (.psd, .psb, any case) or by type, and images are not", () => {
    expect(isPsdFile({ name: "Poster Mockup.PSD", type: "" })).toBe(true);
    expect(isPsdFile({ name: "large.psb", type: "application/octet-stream" })).toBe(true);
    expect(isPsdFile({ name: "mockup", type: "image/vnd.adobe.photoshop" })).toBe(true);
    expect(isPsdFile({ name: "room.png", type: "image/png" })).toBe(false);
    expect(isPsdFile({ name: "psd.jpg", type: "image/jpeg" })).toBe(false);
  });

  it("past 300 MB or empty are refused before uploading, in the server's words", () => {
    expect(psdFileProblem({ size: 300 * 1024 * 1024 })).toBeNull();
    expect(psdFileProblem({ size: 300 * 1024 * 1024 + 1 })).toBe("The Photoshop file is too large (maximum 300 MB)");
    expect(psdFileProblem({ size: 0 })).toBe("The Photoshop file is empty");
  });
});

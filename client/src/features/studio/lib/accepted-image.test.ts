import { expect, it } from "vitest";
import { isAcceptedImage } from "./accepted-image";

it.each([
  [{ type: "image/jpeg", name: "art.jpg" }, true],
  [{ type: "image/png", name: "art.png" }, true],
  [{ type: "IMAGE/PNG", name: "art" }, true],
  [{ type: "", name: "scan.JPEG" }, true],
  [{ type: "image/gif", name: "art.gif" }, false],
  [{ type: "image/webp", name: "art.png" }, false],
  [{ type: "application/pdf", name: "art.pdf" }, false],
  [{ type: "", name: "notes.txt" }, false],
])("%j accepted: %s", (file, expected) => {
  expect(isAcceptedImage(file)).toBe(expected);
});

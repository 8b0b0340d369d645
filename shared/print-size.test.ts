import { describe, expect, test } from "vitest";
import { computePrintQuality, printQualityLabel, printSizeSchema } from "./print-size";

const messageOf = (value: unknown) => {
  const result = printSizeSchema.safeParse(value);
  expect(result.success).toBe(false);
  return result.error?.issues[0]?.message;
};

describe("printSizeSchema", () => {
  test("reads cm and inches, with decimals, × and spaces", () => {
    expect(printSizeSchema.parse("50x70cm")).toEqual({ width: 50, height: 70, unit: "cm", widthCm: 50, heightCm: 70 });
    expect(printSizeSchema.parse("16x20in")).toMatchObject({ unit: "in", widthCm: 40.64, heightCm: 50.8 });
    expect(printSizeSchema.parse(" 8.5 × 11 IN ")).toMatchObject({ width: 8.5, height: 11, unit: "in" });
  });

  test("says what is wrong with a bad size", () => {
    expect(messageOf("abc")).toMatch(/size must look like 50x70cm/);
    expect(messageOf("1000m")).toMatch(/size must look like/);
    expect(messageOf("1000x1000m")).toMatch(/size must look like/);
    expect(messageOf("50x70")).toMatch(/size must look like/);
    expect(messageOf("0x10cm")).toBe("size must be at least 1 cm on each side");
    expect(messageOf("100000x100000cm")).toMatch(/size must be at most 500 cm/);
    expect(messageOf("200x10in")).toMatch(/at most 500 cm \(196 in\)/);
    expect(messageOf(undefined)).toMatch(/size must look like/);
  });
});

describe("computePrintQuality", () => {
  const size = printSizeSchema.parse("50x70cm");

  test("4000 × 5000 px at 50 × 70 cm, contained: 203 DPI, Good", () => {
    const q = computePrintQuality({ width: 4000, height: 5000 }, size, "fit");
    expect(q.dpi).toBe(203);
    expect(q.label).toBe("Good");
    // 203.2 DPI: the same 5:7 print reaches 300 DPI at 50 × 203.2 / 300 = 33.87 cm wide.
    expect(q.maxSizeCm.at300).toEqual([33.8, 47.4]);
    expect(q.maxSizeCm.at150).toEqual([67.7, 94.8]);
  });

  test("fill and expand: the sparser axis decides", () => {
    // 5000 px over 70 cm = 181.4 DPI.
    expect(computePrintQuality({ width: 4000, height: 5000 }, size, "fill").dpi).toBe(181);
    expect(computePrintQuality({ width: 4000, height: 5000 }, size, "expand").dpi).toBe(181);
  });

  test("exactly 300 DPI is Excellent (no float shortfall)", () => {
    const q = computePrintQuality({ width: 2400, height: 3000 }, printSizeSchema.parse("8x10in"), "fit");
    expect(q).toMatchObject({ dpi: 300, label: "Excellent" });
    expect(q.maxSizeCm.at300).toEqual([20.3, 25.4]);
  });

  test("labels", () => {
    expect([300, 299, 200, 199, 150, 149, 0].map(printQualityLabel)).toEqual(["Excellent", "Good", "Good", "Fair", "Fair", "Low", "Low"]);
  });
});

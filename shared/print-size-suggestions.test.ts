import { describe, expect, test } from "vitest";
import { printSizeSchema } from "./print-size";
import { customPrintSize, defaultPrintSize, orientationOf, rankPrintSizes } from "./print-size-suggestions";

const cm = (text: string) => printSizeSchema.parse(text);

describe("orientationOf", () => {
  test("within 3 % of 1:1 is square", () => {
    expect(orientationOf({ width: 1200, height: 800 })).toBe("landscape");
    expect(orientationOf({ width: 800, height: 1200 })).toBe("portrait");
    expect(orientationOf({ width: 1000, height: 1000 })).toBe("square");
    expect(orientationOf({ width: 1029, height: 1000 })).toBe("square");
    expect(orientationOf({ width: 1040, height: 1000 })).toBe("landscape");
  });
});

describe("rankPrintSizes", () => {
  test("landscape art gets landscape sizes only, the nearest proportions first", () => {
    const sizes = rankPrintSizes({ width: 1800, height: 1200 });
    expect(sizes.every((s) => s.width > s.height)).toBe(true);
    // 3:2 exactly: the 3:2 sizes lead, smallest first, and no custom size is needed.
    const leading = sizes.filter((s) => s.ratioError < 0.001).map((s) => s.value);
    expect(leading).toEqual(["30x20cm", "18x12in", "60x40cm", "90x60cm", "36x24in"]);
    expect(sizes.slice(0, leading.length).map((s) => s.value)).toEqual(leading);
    expect(sizes.some((s) => s.custom)).toBe(false);
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]!.ratioError).toBeGreaterThanOrEqual(sizes[i - 1]!.ratioError - 0.005);
    // A family stays together, smallest first: A4 to A0 are all 6 % off 3:2.
    const a = sizes.flatMap((s) => (s.label.startsWith("A") ? [s.label.slice(0, 2)] : []));
    expect(a).toEqual(["A4", "A3", "A2", "A1", "A0"]);
    expect(sizes.find((s) => s.value === "42x29.7cm")?.label).toBe("A3 (42 × 29.7 cm)");
  });

  test("portrait art gets portrait sizes, as the studio always offered them", () => {
    const values = rankPrintSizes({ width: 4000, height: 5000 }).map((s) => s.value);
    expect(values.slice(0, 2)).toEqual(["8x10in", "24x30cm"]);
    expect(values).toContain("50x70cm");
    expect(values).not.toContain("70x50cm");
  });

  test("square art gets square sizes", () => {
    const sizes = rankPrintSizes({ width: 2000, height: 2000 });
    expect(sizes.length).toBeGreaterThan(3);
    expect(sizes.every((s) => s.width === s.height)).toBe(true);
    expect(sizes.map((s) => s.value)).toContain("30x30cm");
  });

  test("art no standard size matches gets a size at its exact proportions, after the ones within 3 %", () => {
    const art = { width: 1920, height: 1080 };
    const sizes = rankPrintSizes(art);
    const custom = sizes.find((s) => s.custom)!;
    expect(Math.abs(custom.widthCm / custom.heightCm / (16 / 9) - 1)).toBeLessThan(0.0005);
    expect(custom.label).toMatch(/your art's exact proportions/);
    // No 16:9 standard size is within 3 %: it comes first.
    expect(sizes[0]).toBe(custom);
    // Its value is an ordinary size the API reads back to the same size.
    expect(cm(custom.value)).toMatchObject({ widthCm: custom.widthCm, heightCm: custom.heightCm });
  });
});

describe("defaultPrintSize", () => {
  test("a standard size within 3 % of the art's proportions, at about the wall's size", () => {
    // 3:2 landscape art on a wall dressed with a 40 × 50 cm portrait: 60 × 40 cm, not 50 × 40.
    expect(defaultPrintSize({ width: 900, height: 600 }, cm("40x50cm")).value).toBe("60x40cm");
    // A4-proportioned portrait art (1 : 1.41) on a 60 × 80 cm wall: A1, the nearest weight of the
    // sizes within 3 % (A-series, 50 × 70, 70 × 100 cm, 5 × 7 in).
    expect(defaultPrintSize({ width: 2480, height: 3508 }, cm("60x80cm")).value).toBe("59.4x84.1cm");
    // On a 50 × 70 cm wall, 50 × 70 cm itself is 1 % off the art's: the wall keeps its size.
    expect(defaultPrintSize({ width: 2480, height: 3508 }, cm("50x70cm")).value).toBe("50x70cm");
  });

  test("3 % is the line: 2.7 % off takes the standard size, 3.3 % off gets the art's exact proportions", () => {
    // 3:2 (1.5) is the widest standard landscape. Art at 1.54 is 2.7 % off it; at 1.55, 3.3 %.
    expect(defaultPrintSize({ width: 1540, height: 1000 }, cm("60x40cm")).value).toBe("60x40cm");
    const off = defaultPrintSize({ width: 1550, height: 1000 }, cm("60x40cm"));
    expect(off.custom).toBe(true);
    expect(Math.abs(off.widthCm / off.heightCm / 1.55 - 1)).toBeLessThan(0.0005);
  });

  test("a custom size keeps the wall's weight, at the art's exact proportions", () => {
    const size = defaultPrintSize({ width: 1920, height: 1080 }, cm("100x70cm"));
    expect(size.custom).toBe(true);
    expect(size.width).toBeGreaterThan(size.height);
    expect(Math.abs(size.widthCm / size.heightCm / (16 / 9) - 1)).toBeLessThan(0.0005);
    expect(Math.abs((size.widthCm * size.heightCm) / 7000 - 1)).toBeLessThan(0.03);
  });

  test("a standard size far from the wall's weight loses to a custom one", () => {
    // 4:5 art on a sofa wall dressed with 100 × 70 cm: the 4:5 standard sizes (up to 16 × 20 in) are a third of it.
    const size = defaultPrintSize({ width: 4000, height: 5000 }, cm("100x70cm"));
    // 7000 cm² at 4:5 is 74.8 × 93.5 cm: the long side rounds to 94 cm, the short one follows.
    expect(size).toMatchObject({ custom: true, width: 75.2, height: 94, value: "75.2x94cm" });
  });

  test("square art gets a square print", () => {
    const size = defaultPrintSize({ width: 3000, height: 3000 }, cm("60x80cm"));
    expect(size.width).toBe(size.height);
    expect(size.value).toBe("70x70cm");
  });

  test("a panorama stays within a quarter past the wall's own long side", () => {
    expect(customPrintSize({ width: 3000, height: 1000 }, cm("100x70cm")).width).toBe(125);
  });
});

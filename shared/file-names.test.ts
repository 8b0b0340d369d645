import { describe, expect, it } from "vitest";
import { downloadQuery, downloadQuerySchema } from "./artworks";
import { asciiFileName, fileNameSlug, resultFileName, safeFileName, savedMockupFileName, uniqueZipPaths } from "./file-names";

/** Nothing a ZIP or a shell would need to escape: letters and digits of any script, single hyphens. */
const SAFE_NAME = /^[\p{Ll}\p{Lo}\p{N}][\p{Ll}\p{Lo}\p{N}\p{M}]*(-[\p{Ll}\p{Lo}\p{N}\p{M}]+)*\.(png|jpg)$/u;

describe("resultFileName (spec §9: template name lowercased with hyphens, then -mockup-{timestamp})", () => {
  it("names a catalogue template's result", () => {
    expect(resultFileName("Mockup #1 - 4x5 - Black - Living Room", 1700000000000)).toBe("mockup-1-4x5-black-living-room-mockup-1700000000000.png");
    expect(resultFileName("Sunny  Loft Wall", 42)).toBe("sunny-loft-wall-mockup-42.png");
  });

  it("takes the format's extension", () => {
    expect(resultFileName("Mockup #1", 7, "jpeg")).toBe("mockup-1-mockup-7.jpg");
    expect(resultFileName("Mockup #1", 7, "png")).toBe("mockup-1-mockup-7.png");
  });

  it("uses the current time by default", () => {
    const before = Date.now();
    const stamp = Number(/-mockup-(\d+)\.png$/.exec(resultFileName("Wall"))?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
  });

  it.each([
    ["#1 ## Gallery", "1-gallery-mockup-5.png"],
    ["../../etc/passwd", "etc-passwd-mockup-5.png"],
    ["a\\b/c", "a-b-c-mockup-5.png"],
    ["...hidden.", "hidden-mockup-5.png"],
    ["Café Crème – Été", "cafe-creme-ete-mockup-5.png"],
    ["Ｍｏｃｋｕｐ　１", "mockup-1-mockup-5.png"],
    ['Quote "me" & <you>; rm -rf *', "quote-me-you-rm-rf-mockup-5.png"],
    ["line\nbreak\ttab\u0000nul", "line-break-tab-nul-mockup-5.png"],
    ["😀 Emoji 🎨", "emoji-mockup-5.png"],
    ["日本の部屋", "日本の部屋-mockup-5.png"],
    ["Ørsted Спальня", "ørsted-спальня-mockup-5.png"],
    ["कमरा", "कमरा-mockup-5.png"],
    ["invoice\u202Egnp.exe", "invoicegnp-exe-mockup-5.png"],
    ["", "mockup-5.png"],
    ["   ", "mockup-5.png"],
    ["###", "mockup-5.png"],
  ])("%j → %j", (name, expected) => {
    expect(resultFileName(name, 5)).toBe(expected);
    expect(expected).toMatch(SAFE_NAME);
  });
});

describe("savedMockupFileName (spec §9: mockup name, spaces to hyphens, lowercased, then the id)", () => {
  it.each([
    ["My Living Room  Mockup", "my-living-room-mockup-42.png"],
    ["My Mockup #9 Mockup", "my-mockup-9-mockup-42.png"],
    ["  Hall / Stairs.v2  ", "hall-stairs-v2-42.png"],
    ["Ünïcödé Ñame", "unicode-name-42.png"],
    ["日本", "日本-42.png"],
    ["CON", "con-42.png"],
    ["", "mockup-42.png"],
  ])("%j → %j", (name, expected) => {
    expect(savedMockupFileName({ name, id: 42 })).toBe(expected);
    expect(expected).toMatch(SAFE_NAME);
  });

  it("takes the format's extension", () => {
    expect(savedMockupFileName({ name: "Hall", id: 3 }, "jpeg")).toBe("hall-3.jpg");
  });
});

describe("fileNameSlug", () => {
  it("keeps long names within a file system's limits, without a trailing hyphen", () => {
    const slug = fileNameSlug(`${"ab ".repeat(100)}end`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("keeps names in other scripts within 120 bytes, cut between characters", () => {
    const slug = fileNameSlug("部屋".repeat(100));
    expect(new TextEncoder().encode(slug).length).toBeLessThanOrEqual(120);
    expect(slug).toBe("部屋".repeat(20));
  });
});

/** What Windows, macOS and Linux all refuse or misread in a file name (issue 24, item 3). */
function expectOpensEverywhere(name: string) {
  expect(name).not.toMatch(/[\p{Cc}\p{Cf}\p{Cs}<>:"|?*/\\]/u);
  expect(name).not.toMatch(/^[\s.-]|[\s.]$/u);
  expect(name.split(".")[0]).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)$/i);
  expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(200);
  expect(name.length).toBeGreaterThan(0);
}

describe("safeFileName (names leaving the server: ZIP entries, Content-Disposition)", () => {
  it.each([
    ["C:\\Windows\\system32\\evil.png", "Windows-system32-evil.png"],
    ["c:evil.png", "evil.png"],
    ["../../etc/passwd", "etc-passwd"],
    ["/abs/path.png", "abs-path.png"],
    ["\\\\server\\share\\x.png", "server-share-x.png"],
    ["invoice\u202Egnp.exe", "invoicegnp.exe"],
    ["\u2066hidden\u2069\u200B name\uFEFF.png", "hidden name.png"],
    ["tab\there\nnew\u007Fdel\u0085nel.png", "tab-here-new-del-nel.png"],
    ['a<b>c:d"e|f?g*h.png', "a-b-c-d-e-f-g-h.png"],
    ["trailing. . .", "trailing"],
    ["name.png. ", "name.png"],
    ["...hidden", "hidden"],
    ["-rf.png", "rf.png"],
    ["CON", "CON_"],
    ["con.png", "con_.png"],
    ["LPT1.tar.gz", "LPT1_.tar.gz"],
    ["Com9 .png", "Com9_.png"],
    ["COM¹.png", "COM¹_.png"],
    ["nul.", "nul_"],
    ["CONSOLE.png", "CONSOLE.png"],
    ["icon.png", "icon.png"],
    ["日本の部屋.png", "日本の部屋.png"],
    ["Ünïcödé Ñame.png", "Ünïcödé Ñame.png"],
    ["bad\uD800surrogate.png", "badsurrogate.png"],
    ["", "download"],
    ["\u202E", "download"],
    ["....", "download"],
  ])("%j → %j", (name, expected) => {
    expect(safeFileName(name)).toBe(expected);
    expectOpensEverywhere(safeFileName(name));
  });

  it("composes accents (NFC), so one name is one sequence of bytes", () => {
    expect(safeFileName("Cafe\u0301.png")).toBe("Café.png");
  });

  it("cuts a long name to 200 bytes between characters, keeping its extension", () => {
    for (const long of [`${"a".repeat(300)}.png`, `${"部".repeat(150)}.jpg`, `${"é".repeat(300)}`]) {
      const name = safeFileName(long);
      expectOpensEverywhere(name);
      expect(name.endsWith(long.slice(-4)) || !long.includes(".")).toBe(true);
    }
  });
});

describe("asciiFileName (the header's plain filename)", () => {
  it.each([
    ["Été à Paris.png", "Ete-a-Paris.png"],
    ["日本の部屋.png", "download.png"],
    ["mockup-1-mockup-5.png", "mockup-1-mockup-5.png"],
    ['quote"me.png', "quote-me.png"],
    ["ＣＯＮ.png", "CON_.png"],
    ["", "download"],
  ])("%j → %j", (name, expected) => {
    expect(asciiFileName(name)).toBe(expected);
    expect(asciiFileName(name)).toMatch(/^[\w.-]+$/);
  });
});

describe("uniqueZipPaths", () => {
  it("keeps every entry inside the archive, relative and clean", () => {
    expect(uniqueZipPaths(["../../evil.png", "/etc/passwd", "C:\\x\\y.png", "a/../b.png", "artwork-1/CON.png", "images/\u202Egnp.exe"])).toEqual([
      "evil.png",
      "etc/passwd",
      "x/y.png",
      "a/b.png",
      "artwork-1/CON_.png",
      "images/gnp.exe",
    ]);
  });

  it("makes names unique ignoring case, keeping the readable part and the extension", () => {
    expect(uniqueZipPaths(["a.png", "A.png", "a.PNG", "a-2.png", "b", "B", "x/Café.png", "X/cafe\u0301.png"])).toEqual([
      "a.png",
      "A-2.png",
      "a-3.PNG",
      "a-2-2.png",
      "b",
      "B-2",
      "x/Café.png",
      "X/café-2.png",
    ]);
  });
});

describe("download query", () => {
  it("a JPEG carries its quality, a PNG none", () => {
    expect(downloadQuery({ format: "jpeg", quality: 75 })).toBe("format=jpeg&quality=75");
    expect(downloadQuery({ format: "png" })).toBe("format=png");
    expect(downloadQuery({ format: "png", quality: 75 })).toBe("format=png");
  });

  it("the server reads back what the client writes, and refuses qualities outside 1–100", () => {
    expect(downloadQuerySchema.parse({ format: "jpeg", quality: "75" })).toEqual({ format: "jpeg", quality: 75 });
    expect(downloadQuerySchema.parse({})).toEqual({ format: "png" });
    for (const quality of ["0", "101", "7.5", "x"]) expect(downloadQuerySchema.safeParse({ format: "jpeg", quality }).success).toBe(false);
    expect(downloadQuerySchema.parse({ format: "jpeg", quality: "1" }).quality).toBe(1);
    expect(downloadQuerySchema.parse({ format: "jpeg", quality: "100" }).quality).toBe(100);
  });
});

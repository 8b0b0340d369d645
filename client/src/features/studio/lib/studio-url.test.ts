import { describe, expect, it } from "vitest";
import { NO_FRAME_CHOICE } from "../components/frame-size-panel";
import { EMPTY_FILTERS } from "./template-filters";
import { DEFAULT_STUDIO_OPTIONS, readStudioOptions, studioSearch } from "./studio-url";

describe("studio address", () => {
  it("a studio left as it came has no query; the defaults are the spec's", () => {
    expect(readStudioOptions("")).toEqual(DEFAULT_STUDIO_OPTIONS);
    expect(DEFAULT_STUDIO_OPTIONS.fit).toBe("expand");
    expect(studioSearch(DEFAULT_STUDIO_OPTIONS)).toBe("");
  });

  it("writes every choice, defaults left out, in a fixed order, and reads it back", () => {
    const options = {
      filters: { ...EMPTY_FILTERS, aspectRatios: ["4x3", "1x1"], colors: ["black"], roomTypes: ["living room"] },
      fit: "fill" as const,
      frameChoice: { frame: "oak" as const, frameWidth: 3.5, mat: "white" as const, matWidth: NO_FRAME_CHOICE.matWidth, size: "50x70cm" },
      onlyRooms: true,
      preview: 12,
    };
    const search = studioSearch(options);
    expect(search).toBe("ratio=4x3&ratio=1x1&color=black&room=living+room&fit=fill&frame=oak&frameWidth=3.5&mat=white&size=50x70cm&rooms=mine&preview=12");
    expect(readStudioOptions(search)).toEqual(options);
    expect(studioSearch(readStudioOptions(`?${search}`))).toBe(search);
  });

  it("a width without its frame or mat says nothing", () => {
    const search = studioSearch({ ...DEFAULT_STUDIO_OPTIONS, frameChoice: { ...NO_FRAME_CHOICE, frameWidth: 7, matWidth: 10 } });
    expect(search).toBe("");
  });

  it("reads what a person would type, and tidies it", () => {
    const options = readStudioOptions("room=Living%20Room&room=living++room&ratio=3x2&size=60%20x%2090%20CM");
    expect(options.filters).toEqual({ ...EMPTY_FILTERS, aspectRatios: ["3x2"], roomTypes: ["living room"] });
    expect(options.frameChoice.size).toBe("60x90cm");
    expect(studioSearch(options)).toBe("ratio=3x2&room=living+room&size=60x90cm");
  });

  it("anything not understood is the default, never an error", () => {
    const options = readStudioOptions("fit=stretch&frame=plastic&mat=pink&frameWidth=99&matWidth=abc&size=huge&rooms=yes&preview=-3&ratio=");
    expect(options).toEqual(DEFAULT_STUDIO_OPTIONS);
    expect(readStudioOptions("frame=black&frameWidth=0.1").frameChoice.frameWidth).toBe(NO_FRAME_CHOICE.frameWidth);
    expect(readStudioOptions("size=0x10cm").frameChoice.size).toBe(NO_FRAME_CHOICE.size);
    expect(readStudioOptions("preview=1.5").preview).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";

/** compareText reads the reader's language once per module: each case loads it afresh under a given navigator.language. */
async function compareTextIn(language: string | undefined) {
  vi.resetModules();
  vi.stubGlobal("navigator", language === undefined ? undefined : { language });
  return (await import("./template-kinds")).compareText;
}

const sign = (n: number) => Math.sign(n);

/** Counts the collators made (the costly part): Intl stubbed with a Collator that counts. */
function countCollators() {
  const made = { count: 0 };
  const Original = Intl.Collator;
  class Counting extends Original {
    constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
      super(...args);
      made.count++;
    }
  }
  vi.stubGlobal("Intl", Object.create(Intl, { Collator: { value: Counting } }));
  return made;
}

describe("compareText", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("orders exactly as the collator does, over random names of letters, digits, spaces, punctuation and accents", async () => {
    const compareText = await compareTextIn("en-US");
    const collator = new Intl.Collator("en-US");
    const alphabet = "aAbBcCmMzZ09 5-:#éÉ";
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const word = () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
    for (let i = 0; i < 5000; i++) {
      const a = word();
      const b = random() < 0.3 ? a.slice(0, Math.floor(random() * a.length)) + word() : word();
      expect(sign(compareText(a, b)), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(sign(collator.compare(a, b)));
    }
  });

  it("sorts catalogue names alphabetically, case aside, digits before letters", async () => {
    const compareText = await compareTextIn("en-GB");
    expect(["living room", "Bedroom", "kitchen", "2 walls", "Living"].sort(compareText)).toEqual(["2 walls", "Bedroom", "kitchen", "Living", "living room"]);
  });

  it("makes no collator for plain names in a plain-Latin language: the studio's first load skips loading its tables", async () => {
    const compareText = await compareTextIn("en-US");
    const made = countCollators();
    expect(["Office oak desk", "bedroom golden paint", "Cafe brick daylight"].sort(compareText)).toEqual(["bedroom golden paint", "Cafe brick daylight", "Office oak desk"]);
    expect(made.count).toBe(0);
    const spaced = compareText("Living room", "Living-room");
    expect(made.count).toBe(1);
    expect(spaced).toBe(new Intl.Collator().compare("Living room", "Living-room"));
  });

  it("leaves a language with its own letter order to its collator (Czech puts ch after h)", async () => {
    const compareText = await compareTextIn("cs-CZ");
    const made = countCollators();
    compareText("chata", "hrad");
    expect(made.count).toBe(1);
  });

  it("works without a navigator (the server): the collator decides", async () => {
    const compareText = await compareTextIn(undefined);
    expect(["b", "A", "a"].sort(compareText)).toEqual(["a", "A", "b"]);
  });
});

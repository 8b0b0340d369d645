const PARTS = [
  { part: "[Number]", meaning: "Orders the catalogue: Mockup #1 comes first." },
  { part: "[Aspect Ratio]", meaning: "Width x height of the window, e.g. 4x3, 1x1, 16x9." },
  { part: "[Color]", meaning: "The frame colour, e.g. Black, White, Oak." },
  { part: "[Room Type]", meaning: "Where it hangs, e.g. Living Room, Bedroom." },
];

const EXAMPLES = ["Mockup #1 - 4x3 - Black - Living Room.png", "Mockup #2 - 1x1 - White - Bedroom.png", "Mockup #3 - 16x9 - Oak - Office.png"];

/** Spec §2: the filename format the studio's filters are built from. */
export function FilenameGuide() {
  return (
    <section aria-labelledby="filename-guide-heading" className="rounded-lg border bg-muted/40 p-4">
      <h3 id="filename-guide-heading" className="text-sm font-semibold">
        Filename Format Guide
      </h3>
      <p className="mt-1.5 text-[13px] text-muted-foreground">Name files like this so the studio can filter them:</p>
      <p className="mt-2 rounded-md border bg-card px-3 py-2 font-mono text-xs leading-relaxed break-words select-text">
        Mockup #[Number] - [Aspect Ratio] - [Color] - [Room Type].png
      </p>
      <dl className="mt-3 grid gap-x-3 gap-y-1.5 text-[13px] sm:grid-cols-[auto_1fr]">
        {PARTS.map(({ part, meaning }) => (
          <div key={part} className="contents">
            <dt className="font-mono text-xs font-medium text-foreground sm:pt-px">{part}</dt>
            <dd className="mb-1 text-muted-foreground sm:mb-0">{meaning}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-[13px] font-medium">Examples</p>
      <ul className="mt-1.5 grid gap-1">
        {EXAMPLES.map((example) => (
          <li key={example} className="font-mono text-xs text-muted-foreground break-words">
            {example}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted-foreground">
        Other names work too; the aspect ratio is then taken from the largest transparent window.
      </p>
    </section>
  );
}

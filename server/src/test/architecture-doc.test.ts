import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { fromRoot } from "../lib/project-root";

// docs/ARCHITECTURE.md answers "where does X happen?" in one hop only while it names every place
// that exists, and nothing that is gone. The places are read from the files git tracks.

const doc = readFileSync(fromRoot("docs", "ARCHITECTURE.md"), "utf8");

/** The rows' first cells (`path`) of the table under `heading`. */
function namedIn(heading: string): string[] {
  const start = doc.indexOf(`\n${heading}\n`);
  if (start === -1) throw new Error(`docs/ARCHITECTURE.md has no "${heading}"`);
  const section = doc.slice(start + heading.length + 2).split(/\n#{2,3} /)[0] ?? "";
  return [...section.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]!);
}

const tracked = execFileSync("git", ["ls-files"], { cwd: fromRoot(), encoding: "utf8" }).split("\n").filter(Boolean);

/** What sits directly in `dir` (a tracked folder, with its slash, or a tracked file), optionally filtered. */
function entriesOf(dir: string, keep: (entry: string) => boolean = () => true): string[] {
  const prefix = dir === "" ? "" : `${dir}/`;
  const entries = new Set<string>();
  for (const file of tracked) {
    if (!file.startsWith(prefix)) continue;
    const [first, ...rest] = file.slice(prefix.length).split("/");
    entries.add(rest.length > 0 ? `${prefix}${first}/` : `${prefix}${first}`);
  }
  return [...entries].filter(keep).sort();
}

const folders = (entry: string) => entry.endsWith("/");
/** Source files that are not tests (a folder's tests and configs are not places of their own). */
const sourceOrFolder = (entry: string) => folders(entry) || (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry));

describe("docs/ARCHITECTURE.md names every place, and only places that exist", () => {
  const named = namedIn("## Where things are").sort();

  test.each([
    ["top folders", () => entriesOf("", folders)],
    ["server/src entries", () => entriesOf("server/src", sourceOrFolder)],
    ["client/src entries", () => entriesOf("client/src", sourceOrFolder)],
    ["server modules", () => entriesOf("server/src/modules", folders)],
    ["engine stages", () => entriesOf("server/src/image", folders)],
    ["client features", () => entriesOf("client/src/features", folders)],
  ] as const)("%s", (_what, actual) => {
    const places = actual();
    expect(places.length).toBeGreaterThan(0);
    const missing = places.filter((place) => !named.includes(place));
    expect(missing, "exists but docs/ARCHITECTURE.md does not name it").toEqual([]);
  });

  test("every place it names exists", () => {
    const gone = named.filter((place) => !tracked.some((file) => file === place || file.startsWith(place.endsWith("/") ? place : `${place}/`)));
    expect(gone, "named in docs/ARCHITECTURE.md but not in the repository").toEqual([]);
  });

  test("the server modules table has one row per module", () => {
    const modules = entriesOf("server/src/modules", folders).map((dir) => dir.split("/").at(-2)!);
    expect(namedIn("## Server modules").sort()).toEqual(modules.sort());
  });
});

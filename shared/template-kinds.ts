// The catalogue's kinds as plain values: what a first screen needs without building the schemas
// of templates.ts (docs/decisions/0015-first-screens-build-no-schemas.md).

/** Where a catalogue template comes from: a room rendered from a 3D scene, a drawn starter room, or an admin's upload. */
export const TEMPLATE_ORIGINS = ["rendered", "drawn", "uploaded"] as const;
export type TemplateOrigin = (typeof TEMPLATE_ORIGINS)[number];
/** A rendered room's light. */
export const ROOM_LIGHTS = ["daylight", "golden-hour", "evening"] as const;
export type RoomLightKind = (typeof ROOM_LIGHTS)[number];
/** How a rendered room's camera sees the art wall. */
export const WALL_ORIENTATIONS = ["straight-on", "angled"] as const;

/** Languages whose collation orders a–z and 0–9 as the root collation does (no "ch" after "h", no "aa" after "z"). */
const PLAIN_LATIN = new Set(["en", "de", "fr", "it", "es", "pt", "nl", "ca", "id", "ms"]);
/** The browser's language (what `Intl` defaults to there); none on the server. */
const readerLanguage = () => (globalThis as { navigator?: { language?: string } }).navigator?.language?.split("-")[0]?.toLowerCase();
let collator: Intl.Collator | undefined;
let plainLatin: boolean | undefined;
const collate = (a: string, b: string) => (collator ??= new Intl.Collator()).compare(a, b);

/** A character's primary weight among digits and letters (digits first, case aside), or -1 for anything else. */
function primary(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 90) return c - 55;
  if (c >= 97 && c <= 122) return c - 87;
  return -1;
}

/**
 * Text in the reader's alphabetical order, as `new Intl.Collator().compare` sorts it. Making a
 * collator loads the locale's collation tables: a long task on the studio's first load (100 ms
 * on the phone Lighthouse emulates) spent on template names that are plain letters and digits.
 * So where the reader's language orders a–z and 0–9 as the root collation does, and the first
 * letter or digit that differs (case aside) decides, the answer is read off those characters —
 * what a collator answers by its primary strength. Anything else (accents, spaces, punctuation,
 * a tie broken by case, another language) asks the collator, made on first need.
 */
export function compareText(a: string, b: string): number {
  plainLatin ??= PLAIN_LATIN.has(readerLanguage() ?? "");
  if (!plainLatin) return collate(a, b);
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = primary(a.charCodeAt(i));
    const y = primary(b.charCodeAt(i));
    if (x < 0 || y < 0) return collate(a, b);
    if (x !== y) return x - y;
  }
  const longer = a.length > b.length ? a : b;
  if (a.length === b.length || primary(longer.charCodeAt(n)) < 0) return collate(a, b);
  return a.length - b.length;
}

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

/**
 * Text in the reader's alphabetical order, as `localeCompare` sorts it but with one collator made
 * once: `localeCompare` without one costs far more per call (measured: the studio's filter
 * groups spent 160 ms sorting on a phone's CPU).
 */
export const compareText: (a: string, b: string) => number = new Intl.Collator().compare;

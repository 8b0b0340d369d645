import { ARTWORK_ID, ARTWORK_LOOKUP_MAX } from "@shared/api-urls";

/** An uploaded artwork as the studio remembers it: enough to show it at once, before the server confirms it. */
export type SavedArtwork = {
  id: string;
  /** The file's name: the server does not keep it. */
  name: string;
  width: number;
  height: number;
  aspectRatio: string;
};

/** What the studio keeps in the browser between visits: the artworks and how far the user had got. */
export type StudioSession = {
  artworks: SavedArtwork[];
  current: string | null;
  /** The artwork the filters were last set (or detected) for: its ratio is not detected again. */
  filtersFor: string | null;
  autoRatio: string | null;
  /** After "Apply every artwork", the artwork whose filters stay. */
  frozen: string | null;
  /** Whether the grid showed results (for this artwork, or every one): they are rendered again. */
  applied: "current" | "every" | null;
  /** The options' query string, for an arrival at a bare /app (the header's link, after signing in). */
  search: string;
};

// Checked by hand, not with zod: the studio reads this on its first screen (docs/decisions/0015).
type Fields = Record<string, unknown>;
const fields = (v: unknown): Fields | null => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Fields) : null);
const shortText = (v: unknown, max: number): v is string => typeof v === "string" && v.length <= max;
const artworkId = (v: unknown): v is string => typeof v === "string" && ARTWORK_ID.test(v);
const orNull = <T>(v: unknown, is: (v: unknown) => v is T) => v === null || is(v);
const side = (v: unknown) => Number.isInteger(v) && (v as number) > 0;

function isSavedArtwork(v: unknown): v is SavedArtwork {
  const a = fields(v);
  return !!a && artworkId(a.id) && shortText(a.name, 500) && side(a.width) && side(a.height) && shortText(a.aspectRatio, 20);
}

/** The session as this studio wrote it, or null for anything else (an older shape, another app's). */
function readSession(v: unknown): StudioSession | null {
  const s = fields(v);
  if (!s || !Array.isArray(s.artworks) || s.artworks.length > ARTWORK_LOOKUP_MAX || !s.artworks.every(isSavedArtwork)) return null;
  const ids = orNull(s.current, artworkId) && orNull(s.filtersFor, artworkId) && orNull(s.frozen, artworkId);
  const applied = s.applied === null || s.applied === "current" || s.applied === "every";
  const ratio = s.autoRatio === null || shortText(s.autoRatio, 20);
  return ids && applied && ratio && shortText(s.search, 4000) ? (s as StudioSession) : null;
}

export const STUDIO_SESSION_KEY = "mockup-studio:studio";

/**
 * Kept in both stores. This tab's copy (sessionStorage) comes first, so a reload or Back in one
 * tab gets that tab's studio even while another tab works on something else; localStorage is
 * for a new tab (an e-mail link, the browser opened again), which gets the latest studio. The
 * ids are harmless elsewhere: the server shows an artwork only to the account or browser that
 * uploaded it, for as long as it lives (24 h anonymous, 30 days signed in).
 */
const stores = (): Storage[] => {
  try {
    return [window.sessionStorage, window.localStorage];
  } catch {
    // Storage switched off (a privacy setting): the studio simply starts empty each time.
    return [];
  }
};

export function readStudioSession(): StudioSession | null {
  for (const store of stores()) {
    try {
      const text = store.getItem(STUDIO_SESSION_KEY);
      if (text === null) continue;
      const session = readSession(JSON.parse(text));
      if (session) return session;
    } catch {
      // Unreadable or not ours: the next store, or nothing.
    }
  }
  return null;
}

export function writeStudioSession(session: StudioSession): void {
  const text = JSON.stringify(session);
  for (const store of stores()) {
    try {
      store.setItem(STUDIO_SESSION_KEY, text);
    } catch {
      // Full or refused: what is lost is a convenience, never the work itself.
    }
  }
}

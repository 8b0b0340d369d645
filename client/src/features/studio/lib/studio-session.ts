import { z } from "zod";
import { ARTWORK_ID, ARTWORK_LOOKUP_MAX } from "@shared/artworks";

const artworkId = z.string().regex(ARTWORK_ID);

/** An uploaded artwork as the studio remembers it: enough to show it at once, before the server confirms it. */
const savedArtworkSchema = z.object({
  id: artworkId,
  /** The file's name: the server does not keep it. */
  name: z.string().max(500),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  aspectRatio: z.string().max(20),
});
export type SavedArtwork = z.infer<typeof savedArtworkSchema>;

const sessionSchema = z.object({
  artworks: z.array(savedArtworkSchema).max(ARTWORK_LOOKUP_MAX),
  current: artworkId.nullable(),
  /** The artwork the filters were last set (or detected) for: its ratio is not detected again. */
  filtersFor: artworkId.nullable(),
  autoRatio: z.string().max(20).nullable(),
  /** After "Apply every artwork", the artwork whose filters stay. */
  frozen: artworkId.nullable(),
  /** Whether the grid showed results (for this artwork, or every one): they are rendered again. */
  applied: z.enum(["current", "every"]).nullable(),
  /** The options' query string, for an arrival at a bare /app (the header's link, after signing in). */
  search: z.string().max(4000),
});
/** What the studio keeps in the browser between visits: the artworks and how far the user had got. */
export type StudioSession = z.infer<typeof sessionSchema>;

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
      const parsed = sessionSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
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

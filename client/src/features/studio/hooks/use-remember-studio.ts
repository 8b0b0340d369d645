import { type RefObject, useEffect, useRef } from "react";
import { type StudioSession, writeStudioSession } from "../lib/studio-session";

/**
 * Keeps the studio as it is now in this browser's storage (lib/studio-session.ts), for the next
 * visit: written when it changes, not on every render. `null`: nothing to write yet.
 * `pendingRestore` is the scope of a grid still to be rendered again after a reload: until it
 * is, the grid counts as shown.
 */
export function useRememberStudio(session: StudioSession | null, pendingRestore: RefObject<StudioSession["applied"]>) {
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (session === null) return;
    const next = { ...session, applied: pendingRestore.current ?? session.applied };
    const text = JSON.stringify(next);
    if (text === written.current) return;
    written.current = text;
    writeStudioSession(next);
  });
}

import type { QueryClient } from "@tanstack/react-query";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint";
import { CURRENT_USER_KEY, fetchCurrentUser } from "@/lib/auth/use-current-user";
import { fetchSubscriptionStatus, SUBSCRIPTION_KEY } from "@/lib/subscription/use-subscription-status";
import { CATALOGUE_STATUS_KEY, getCatalogueStatus } from "@/lib/templates/get-catalogue-status";
import { getTemplates } from "@/lib/templates/get-templates";
import { TEMPLATES_KEY } from "@/lib/templates/template-keys";
import { getRooms } from "./api/get-rooms";
import { ROOMS_KEY } from "./api/rooms-key";

/**
 * How long the studio's code, once here, waits for its first screen's answers: a page rendered
 * before them renders again, all at once, as each arrives (on a phone, tasks of a tenth of a
 * second: issue 32); past this it renders with its placeholders, as on a slow network it must.
 */
const STUDIO_DATA_WAIT_MS = 1500;

/** The answers being asked for (set by the last `prefetchStudio`). */
let asked: Promise<unknown> | null = null;

/**
 * Asks for what the studio's first screen lists while its code is still on the way: the
 * catalogue, its status and, with a session, the user, their plan and their rooms (questions
 * already asked are not asked again). The studio then renders once, with them, instead of
 * rendering its placeholders and asking only then.
 */
export function prefetchStudio(queryClient: QueryClient): void {
  const signedIn = hasSignedInHint();
  // Each question in a task of its own: starting a request costs the page several milliseconds
  // (10–20 each, measured in Lighthouse's phone run), five in one task would block it (issue 32).
  const prefetch = (queryKey: readonly unknown[], queryFn: () => Promise<unknown>) =>
    new Promise((resolve) => setTimeout(() => resolve(queryClient.prefetchQuery({ queryKey, queryFn })), 0));
  asked = Promise.all([
    prefetch(TEMPLATES_KEY, getTemplates),
    prefetch(CATALOGUE_STATUS_KEY, getCatalogueStatus),
    signedIn && prefetch(CURRENT_USER_KEY, fetchCurrentUser),
    signedIn && prefetch(SUBSCRIPTION_KEY, fetchSubscriptionStatus),
    signedIn && prefetch(ROOMS_KEY, getRooms),
  ]);
}

/** Resolves once the answers `prefetchStudio` asked for are in (or have failed), or after STUDIO_DATA_WAIT_MS. */
export function studioDataArrived(): Promise<unknown> {
  if (!asked) return Promise.resolve();
  return Promise.race([asked, new Promise((resolve) => setTimeout(resolve, STUDIO_DATA_WAIT_MS))]);
}

import { useQuery } from "@tanstack/react-query";
import type { User } from "@shared/auth";
import { apiRequest, errorStatus } from "@/lib/api";
import { hasSignedInHint } from "./signed-in-hint";

export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

/** Spec §9: three retries, 1000 ms apart, for failures other than 401 (which means "no user"). */
const USER_RETRIES = 3;
const USER_RETRY_DELAY_MS = 1000;

/** The user, or null: at once when no session hint is set, else by asking (a 401 is "no user"). */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  if (!hasSignedInHint()) return null;
  try {
    const res = await apiRequest("GET", CURRENT_USER_KEY[0], undefined, { signal });
    // Read by its type: every page's first screen needs it (docs/decisions/0015-first-screens-build-no-schemas.md).
    return (await res.json()) as User;
  } catch (error) {
    if (errorStatus(error) === 401) return null;
    throw error;
  }
}

/**
 * The signed-in user, or null. Unlike other queries it is refetched on mount, on window focus
 * and on reconnect (spec §4), so a session that ended elsewhere is noticed.
 */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    // Without the hint the answer is known: signed-out pages render at once, with no spinner.
    initialData: () => (hasSignedInHint() ? undefined : null),
    retry: USER_RETRIES,
    retryDelay: USER_RETRY_DELAY_MS,
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
  });
  return {
    user: query.data ?? null,
    isLoading: query.isLoading,
    error: query.error,
    refetch: query.refetch,
  };
}

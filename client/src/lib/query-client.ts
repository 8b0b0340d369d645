import { MutationCache, QueryClient } from "@tanstack/react-query";
import { getErrorMessage, getQueryFn } from "./api";
import { toast } from "./toast-store";

/** Mutations name their failure toast in `meta`; the toast itself is shown here, in one place. */
export type MutationErrorMeta = {
  errorTitle?: string;
  /** Shown when the server gave no message. */
  errorFallback?: string;
};

declare module "@tanstack/react-query" {
  // Module augmentation has to extend the library's interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Register {
    mutationMeta: MutationErrorMeta;
  }
}

export function createQueryClient() {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const meta = mutation.options.meta;
        if (!meta?.errorTitle) return;
        toast({
          title: meta.errorTitle,
          description: getErrorMessage(error, meta.errorFallback ?? "Something went wrong. Please try again."),
          variant: "destructive",
        });
      },
    }),
    // Spec §9: no interval, no focus refetch, never stale, no retries (queries that need
    // different behaviour, like the current user, say so themselves).
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: "throw" }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

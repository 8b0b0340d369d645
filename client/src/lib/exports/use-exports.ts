import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ExportList } from "@shared/exports";
import { apiRequest, getErrorMessage } from "@/lib/api";
import { SUBSCRIPTION_KEY } from "@/lib/subscription/use-subscription-status";

export const EXPORTS_KEY = ["/api/exports"] as const;
/** While an export is queued or running the list follows its progress (the ZIP bar polls faster). */
const ACTIVE_POLL_MS = 2000;

async function getExports(): Promise<ExportList> {
  const res = await apiRequest("GET", EXPORTS_KEY[0]);
  // Read by its type: the studio's first screen asks for it (docs/decisions/0015).
  return (await res.json()) as ExportList;
}

/** The user's ZIP exports still on the server and the space they take against the plan's cap. */
export function useExports(enabled = true) {
  return useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: getExports,
    enabled,
    refetchInterval: (query) => (query.state.data?.exports.some((e) => e.status === "queued" || e.status === "running") ? ACTIVE_POLL_MS : false),
  });
}

export async function cancelExport(id: string): Promise<void> {
  try {
    await apiRequest("DELETE", `/api/exports/${id}`);
  } catch (error) {
    throw new Error(`Failed to cancel the ZIP: ${getErrorMessage(error, "Please try again.")}`, { cause: error });
  }
}

/** DELETE /api/exports/{id}: stops a queued or running ZIP (unrendered files are not counted) or removes a finished one. */
export function useCancelExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelExport,
    meta: { errorTitle: "Error" },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY });
    },
  });
}

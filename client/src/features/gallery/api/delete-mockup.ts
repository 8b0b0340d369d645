import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SavedMockup } from "@shared/mockups";
import { apiRequest, getErrorMessage } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { SAVED_MOCKUPS_KEY } from "./get-saved-mockups";

export async function deleteMockup(id: number): Promise<void> {
  try {
    await apiRequest("DELETE", `/api/mockups/${id}`);
  } catch (error) {
    // Spec §8 words the failure as "Failed to delete mockup: {message}"; the central toast shows it.
    throw new Error(`Failed to delete mockup: ${getErrorMessage(error, "Please try again.")}`, { cause: error });
  }
}

export function useDeleteMockup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMockup,
    meta: { errorTitle: "Error" },
    onSuccess: (_data, id) => {
      // Drop the card at once; the refetch then confirms the server's list.
      queryClient.setQueryData<SavedMockup[]>(SAVED_MOCKUPS_KEY, (list) => list?.filter((m) => m.id !== id));
      void queryClient.invalidateQueries({ queryKey: SAVED_MOCKUPS_KEY });
      toast({ title: "Success", description: "Mockup deleted successfully" });
    },
  });
}

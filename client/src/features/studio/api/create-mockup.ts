import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FitMode } from "@shared/constants";
import type { RenderOptionsInput } from "@shared/render-options";
import { savedMockupSchema } from "@shared/mockups";
import { apiRequest, getErrorMessage } from "@/lib/api";

/** The gallery's list; a new mockup must show there next time it opens. */
export const SAVED_MOCKUPS_KEY = ["/api/mockups"] as const;

export type CreateMockupInput = { name: string; artworkId: string; templateId: number; fit: FitMode } & RenderOptionsInput;

/**
 * The studio's form of POST /api/mockups: the server renders the full-resolution image itself.
 * A failure is rethrown as "Error: {message}" (spec §8), or empty so the fallback text shows.
 */
export async function createMockup(input: CreateMockupInput) {
  try {
    const res = await apiRequest("POST", SAVED_MOCKUPS_KEY[0], input);
    return savedMockupSchema.parse(await res.json());
  } catch (error) {
    const message = getErrorMessage(error, "");
    throw new Error(message ? `Error: ${message}` : "", { cause: error });
  }
}

export function useCreateMockup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMockup,
    meta: { errorTitle: "Error", errorFallback: "Failed to save your mockup. Please try again." },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_MOCKUPS_KEY }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ChangeEmailInput, messageResponseSchema } from "@shared/account";
import { apiRequest } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";

export async function changeEmail(input: ChangeEmailInput) {
  const res = await apiRequest("PUT", "/api/account/email", input);
  return messageResponseSchema.parse(await res.json());
}

/** The new address shows as pending until its link is followed, so the user is reloaded. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
  });
}

import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordInput } from "@shared/account";
import { apiRequest } from "@/lib/api";

export async function changePassword(input: ChangePasswordInput) {
  await apiRequest("PUT", "/api/account/password", input);
}

/** Errors (a wrong current password) are shown in the form, next to the field. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

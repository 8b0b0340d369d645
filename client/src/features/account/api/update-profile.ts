import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileInput } from "@shared/account";
import { userSchema } from "@shared/auth";
import { apiRequest } from "@/lib/api";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { toast } from "@/lib/toast-store";

export async function updateProfile(input: UpdateProfileInput) {
  const res = await apiRequest("PUT", "/api/account/profile", input);
  return userSchema.parse(await res.json());
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { errorTitle: "Could not save your name" },
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      toast({ title: "Profile saved", description: "Your name was updated." });
    },
  });
}

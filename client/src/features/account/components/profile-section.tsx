import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type UpdateProfileInput, updateProfileSchema } from "@shared/account";
import type { User } from "@shared/auth";
import { FormField } from "@/components/ui/form-field";
import { useUpdateProfile } from "../api/update-profile";
import { SectionCard } from "./section-card";
import { SubmitButton } from "./submit-button";

export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });
  const { errors } = form.formState;

  return (
    <SectionCard title="Profile" description="Your name as it appears in the studio.">
      <form
        noValidate
        className="grid gap-5"
        onSubmit={form.handleSubmit((values) => update.mutate(values, { onSuccess: (saved) => form.reset({ firstName: saved.firstName ?? "", lastName: saved.lastName ?? "" }) }))}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
          <FormField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
        </div>
        <div className="flex justify-end">
          <SubmitButton pending={update.isPending} label="Save name" pendingLabel="Saving..." />
        </div>
      </form>
    </SectionCard>
  );
}

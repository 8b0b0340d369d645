import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { type ChangePasswordInput, changePasswordSchema } from "@shared/account";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/lib/toast-store";
import { useChangePassword } from "../api/change-password";
import { SectionCard } from "./section-card";
import { showServerError } from "./server-error";
import { SubmitButton } from "./submit-button";

const EMPTY: ChangePasswordInput = { currentPassword: "", password: "", passwordConfirm: "" };

export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset(EMPTY);
        toast({ title: "Password changed", description: "Other devices were signed out." });
      },
      onError: (error) => showServerError(form.setError, error, "currentPassword"),
    }),
  );

  return (
    <SectionCard title="Password" description="At least 8 characters. Changing it signs out every other device.">
      <form noValidate className="grid gap-5" onSubmit={submit}>
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <FormField
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="New password" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
          <FormField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            error={errors.passwordConfirm?.message}
            {...form.register("passwordConfirm")}
          />
        </div>
        <div className="flex justify-end">
          <SubmitButton pending={change.isPending} label="Change password" pendingLabel="Changing..." />
        </div>
      </form>
    </SectionCard>
  );
}

import { Controller, useForm } from "react-hook-form";
import type { RegisterInput } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { type RegisterValues, useRegister } from "../api/register";
import { PlanPicker } from "./plan-picker";
import { FormField } from "@/components/ui/form-field";

const resolver = lazyZodResolver<RegisterInput, RegisterValues>(() => import("@shared/auth").then((m) => m.registerSchema));

type RegisterFormProps = { onAccountCreated: () => void; handingOff: boolean };

export function RegisterForm({ onAccountCreated, handingOff }: RegisterFormProps) {
  const registerUser = useRegister({ onAccountCreated });
  const form = useForm<RegisterInput, unknown, RegisterValues>({
    resolver,
    defaultValues: { firstName: "", lastName: "", email: "", password: "", passwordConfirm: "", subscriptionTier: "free" },
  });
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-5" onFocus={resolver.preload} onSubmit={form.handleSubmit((values) => registerUser.mutate(values))}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
        <FormField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
      </div>
      <FormField label="Email" type="email" autoComplete="email" placeholder="you@example.com" error={errors.email?.message} {...form.register("email")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
        <FormField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirm?.message}
          {...form.register("passwordConfirm")}
        />
      </div>
      <Controller
        control={form.control}
        name="subscriptionTier"
        render={({ field, fieldState }) => (
          <PlanPicker name={field.name} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={registerUser.isPending || handingOff}>
        {registerUser.isPending ? (
          <>
            <Spinner className="text-current" />
            Creating Account...
          </>
        ) : (
          "Create Account"
        )}
      </Button>
    </form>
  );
}

import { KeyRound } from "lucide-react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearchParams } from "wouter";
import type { NewPasswordInput } from "@shared/account";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { useResetPassword } from "./api/reset-password";
import { FormAlert } from "@/components/ui/form-alert";
import { StatusCard } from "./components/status-card";

const resolver = lazyZodResolver<NewPasswordInput>(() => import("@shared/account").then((m) => m.newPasswordSchema));

/** /reset-password?token=…: the page behind the link in a password reset e-mail. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [, navigate] = useLocation();
  const reset = useResetPassword({ onDone: () => navigate("/app", { replace: true }) });
  const form = useForm<NewPasswordInput>({ resolver, defaultValues: { password: "", passwordConfirm: "" } });
  const { errors } = form.formState;

  if (!token) {
    return (
      <StatusCard icon={<KeyRound />} title="This link is incomplete" description="Open the link from the e-mail again, or ask for a new one.">
        <Button asChild className="w-full">
          <Link href="/login">Back to sign in</Link>
        </Button>
      </StatusCard>
    );
  }

  return (
    <StatusCard icon={<KeyRound />} title="Choose a new password" description="Use at least 8 characters. Every other device signed in to your account will be signed out.">
      <form noValidate className="grid gap-5" onFocus={resolver.preload} onSubmit={form.handleSubmit((values) => reset.mutate({ token, ...values }))}>
        {reset.isError ? (
          <FormAlert>
            <p className="font-medium">{getErrorMessage(reset.error, "Could not change the password. Please try again.")}</p>
            <p className="mt-1 text-foreground/80">
              You can ask for a new link with{" "}
              <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
                Forgot password?
              </Link>{" "}
              on the sign-in page.
            </p>
          </FormAlert>
        ) : null}
        <FormField label="New password" type="password" autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.passwordConfirm?.message}
          {...form.register("passwordConfirm")}
        />
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={reset.isPending || reset.isSuccess}>
          {reset.isPending ? (
            <>
              <Spinner className="text-current" />
              Saving...
            </>
          ) : (
            "Set new password"
          )}
        </Button>
      </form>
    </StatusCard>
  );
}

import { useState } from "react";
import { useForm } from "react-hook-form";
import type { LoginInput } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { lazyDialog } from "@/lib/lazy-dialog";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { useLogin } from "../api/login";
import { FormField } from "@/components/ui/form-field";

/** Its code, and the dialog primitives', load the first time it opens: the sign-in screen waits for neither. */
const ForgotPasswordDialog = lazyDialog(() => import("./forgot-password-dialog").then((m) => m.ForgotPasswordDialog), (p) => p.open);

const resolver = lazyZodResolver<LoginInput>(() => import("@shared/auth").then((m) => m.loginSchema));

export function LoginForm() {
  const login = useLogin();
  const form = useForm({ resolver, defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;
  const [forgotOpen, setForgotOpen] = useState(false);

  return (
    <>
      <form noValidate className="grid gap-5" onFocus={resolver.preload} onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        <FormField label="Email" type="email" autoComplete="email" placeholder="you@example.com" error={errors.email?.message} {...form.register("email")} />
        <div className="grid gap-1.5">
          <FormField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
          <Button type="button" variant="link" size="sm" className="h-auto justify-self-end px-0 py-1" onClick={() => setForgotOpen(true)}>
            Forgot password?
          </Button>
        </div>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
          {login.isPending ? (
            <>
              <Spinner className="text-current" />
              Signing in...
            </>
          ) : (
            "Sign In"
          )}
        </Button>
      </form>
      {/* Outside the form: React events bubble through portals, and a submit there must not sign in. */}
      <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} defaultEmail={forgotOpen ? form.getValues("email") : ""} />
    </>
  );
}

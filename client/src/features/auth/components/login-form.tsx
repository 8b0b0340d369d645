import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { loginSchema } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useLogin } from "../api/login";
import { FormField } from "@/components/ui/form-field";

export function LoginForm() {
  const login = useLogin();
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
      <FormField label="Email" type="email" autoComplete="email" placeholder="you@example.com" error={errors.email?.message} {...form.register("email")} />
      <FormField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
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
  );
}

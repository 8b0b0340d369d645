import { zodResolver } from "@hookform/resolvers/zod";
import { BadgeCheck, Clock, MailWarning } from "lucide-react";
import { useForm } from "react-hook-form";
import { type ChangeEmailInput, changeEmailSchema } from "@shared/account";
import type { User } from "@shared/auth";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { useResendVerification } from "@/lib/auth/use-resend-verification";
import { toast } from "@/lib/toast-store";
import { useChangeEmail } from "../api/change-email";
import { SectionCard } from "./section-card";
import { showServerError } from "./server-error";
import { SubmitButton } from "./submit-button";

const EMPTY: ChangeEmailInput = { email: "", currentPassword: "" };

function CurrentAddress({ user }: { user: User }) {
  const resend = useResendVerification();
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <span className="min-w-0 break-all font-medium">{user.email}</span>
        {user.emailVerified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            Verified
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">
            <MailWarning className="size-3.5" aria-hidden="true" />
            Not verified
          </span>
        )}
      </div>
      {user.emailVerified ? null : (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">Follow the link we e-mailed you to verify this address.</p>
          <Button variant="outline" size="sm" className="shrink-0" disabled={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? <Spinner className="size-3.5 text-current" /> : null}
            Resend verification e-mail
          </Button>
        </div>
      )}
      {user.pendingEmail ? (
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            Waiting for you to confirm <span className="break-all font-medium text-foreground">{user.pendingEmail}</span>: follow the link we sent there.
          </span>
        </p>
      ) : null}
    </div>
  );
}

export function EmailSection({ user }: { user: User }) {
  const change = useChangeEmail();
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(changeEmailSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        form.reset(EMPTY);
        toast({ title: "Check your inbox", description: message });
      },
      onError: (error) => showServerError(form.setError, error, "currentPassword"),
    }),
  );

  return (
    <SectionCard title="E-mail" description="Where we send sign-in help. A new address applies once you confirm it from that inbox.">
      <div className="grid gap-6">
        <CurrentAddress user={user} />
        <form noValidate className="grid gap-5" onSubmit={submit}>
          {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="New e-mail" type="email" autoComplete="email" placeholder="you@example.com" error={errors.email?.message} {...form.register("email")} />
            <FormField
              label="Current password"
              type="password"
              autoComplete="current-password"
              error={errors.currentPassword?.message}
              {...form.register("currentPassword")}
            />
          </div>
          <div className="flex justify-end">
            <SubmitButton pending={change.isPending} label="Change e-mail" pendingLabel="Sending link..." />
          </div>
        </form>
      </div>
    </SectionCard>
  );
}

import { MailCheck } from "lucide-react";
import { useForm } from "react-hook-form";
import type { ForgotPasswordInput } from "@shared/account";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { useForgotPassword } from "../api/forgot-password";

const resolver = lazyZodResolver<ForgotPasswordInput>(() => import("@shared/account").then((m) => m.forgotPasswordSchema));

type ForgotPasswordDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; defaultEmail: string };

/** "Forgot password?": asks for the e-mail, then says what happens next (the same for any address). */
export function ForgotPasswordDialog({ open, onOpenChange, defaultEmail }: ForgotPasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {/* Mounted per opening, so each starts from a fresh form. */}
        <ForgotPasswordBody defaultEmail={defaultEmail} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ForgotPasswordBody({ defaultEmail, onClose }: { defaultEmail: string; onClose: () => void }) {
  const forgot = useForgotPassword();
  const form = useForm({ resolver, defaultValues: { email: defaultEmail } });
  const { errors } = form.formState;
  const sent = forgot.data;

  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle>Reset your password</DialogTitle>
        <DialogDescription>Enter the e-mail of your account and we will send you a link to choose a new password.</DialogDescription>
      </DialogHeader>
      {sent ? (
        <div role="status" className="flex gap-3 rounded-lg border border-primary/20 bg-primary-soft/60 p-4 text-sm">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <p>{sent.message}</p>
        </div>
      ) : (
        <form id="forgot-password-form" noValidate className="grid gap-4" onFocus={resolver.preload} onSubmit={form.handleSubmit((values) => forgot.mutate(values))}>
          <FormField label="Email" type="email" autoComplete="email" placeholder="you@example.com" error={errors.email?.message} {...form.register("email")} />
        </form>
      )}
      <DialogFooter className="mt-1">
        {sent ? (
          <Button onClick={onClose}>Back to sign in</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="forgot-password-form" disabled={forgot.isPending}>
              {forgot.isPending ? (
                <>
                  <Spinner className="text-current" />
                  Sending...
                </>
              ) : (
                "Send reset link"
              )}
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}

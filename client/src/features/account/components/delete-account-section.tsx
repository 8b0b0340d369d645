import { zodResolver } from "@hookform/resolvers/zod";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type DeleteAccountInput, deleteAccountSchema } from "@shared/account";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { useDeleteAccount } from "../api/delete-account";
import { SectionCard } from "./section-card";
import { showServerError } from "./server-error";

export function DeleteAccountSection({ premium }: { premium: boolean }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  return (
    <SectionCard title="Delete account" tone="danger" description="Permanently remove your account and everything in it.">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Your saved mockups, uploads and sign-ins are deleted for good{premium ? ", and your Premium subscription is cancelled" : ""}. You can
          download your data first.
        </p>
        <Button variant="destructive" className="w-full shrink-0 sm:w-auto" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </div>
      <Dialog open={open} onOpenChange={(next) => (remove.isPending ? undefined : setOpen(next))}>
        <DialogContent role="alertdialog" className="max-w-md">
          <DeleteAccountForm premium={premium} pending={remove.isPending} onCancel={() => setOpen(false)} onConfirm={remove.mutate} />
        </DialogContent>
      </Dialog>
    </SectionCard>
  );
}

type DeleteAccountFormProps = {
  premium: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (input: DeleteAccountInput, options: { onError: (error: unknown) => void }) => void;
};

function DeleteAccountForm({ premium, pending, onCancel, onConfirm }: DeleteAccountFormProps) {
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => onConfirm(values, { onError: (error) => showServerError(form.setError, error, "password") }));

  return (
    <>
      <DialogHeader className="pr-6">
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          This deletes your account, saved mockups and uploaded images{premium ? " and cancels your Premium subscription" : ""}. It cannot be undone.
        </DialogDescription>
      </DialogHeader>
      <form id="delete-account-form" noValidate className="grid gap-4" onSubmit={submit}>
        {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
        <FormField label="Your password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      </form>
      <DialogFooter className="mt-1">
        <Button variant="outline" disabled={pending} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" form="delete-account-form" variant="destructive" disabled={pending}>
          {pending ? (
            <>
              <Spinner className="text-current" />
              Deleting...
            </>
          ) : (
            "Delete my account"
          )}
        </Button>
      </DialogFooter>
    </>
  );
}

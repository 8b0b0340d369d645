import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { API_DOCS_PATH } from "@shared/api-docs";
import { type ApiKey, type CreateApiKeyInput, type CreatedApiKey, createApiKeySchema } from "@shared/api-keys";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { FormField } from "@/components/ui/form-field";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useCreateApiKey } from "../api/create-api-key";
import { useApiKeys } from "../api/get-api-keys";
import { useRevokeApiKey } from "../api/revoke-api-key";
import { CopyField } from "./copy-field";
import { formatKeyDate } from "./format-key-date";
import { SectionCard } from "./section-card";
import { SubmitButton } from "./submit-button";

export function ApiKeysSection() {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return (
    <SectionCard
      title="API keys"
      description={
        <>
          Render mockups from your own scripts and shop. Each key acts as you, with your plan.{" "}
          <Link href={API_DOCS_PATH} className="font-medium text-primary underline decoration-primary/40 underline-offset-4 hover:decoration-primary">
            Read the API reference
          </Link>
        </>
      }
    >
      {/* minmax(0, 1fr): a long key name is cut short with an ellipsis, never widens the page. */}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : <CreateKeyForm onCreated={setCreated} />}
        <KeyList />
      </div>
    </SectionCard>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const create = useCreateApiKey();
  const form = useForm<CreateApiKeyInput>({ resolver: zodResolver(createApiKeySchema), defaultValues: { name: "" } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (key) => {
        form.reset();
        onCreated(key);
      },
      onError: (error) => form.setError("root.server", { message: getErrorMessage(error, "Something went wrong. Please try again.") }),
    }),
  );
  return (
    <form noValidate className="grid gap-3" onSubmit={submit}>
      {errors.root?.server ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField className="flex-1" label="Key name" placeholder="Etsy sync" error={errors.name?.message} {...form.register("name")} />
        <div className="sm:pt-7">
          <SubmitButton pending={create.isPending} label="Create key" pendingLabel="Creating..." />
        </div>
      </div>
    </form>
  );
}

function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-primary/30 bg-primary/5 p-4">
      <p className="text-sm font-medium">Your new key “{created.name}”</p>
      <p className="text-sm text-muted-foreground">Copy it now and keep it somewhere safe: it is not shown again.</p>
      <CopyField value={created.key} label="New API key" />
      <div className="flex justify-end">
        <Button variant="outline" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function KeyList() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  if (keys.isPending) return <Spinner />;
  if (keys.isError) return <FormAlert>{getErrorMessage(keys.error, "Could not load your keys.")}</FormAlert>;
  if (keys.data.length === 0) return <p className="text-sm text-muted-foreground">No keys yet.</p>;
  return (
    <>
      <ul aria-label="Your API keys" className="divide-y rounded-lg border">
        {keys.data.map((key) => (
          <li key={key.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex min-w-0 gap-3">
              <KeyRound className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0">
                <p className="truncate text-sm font-medium">{key.name}</p>
                <p className="font-mono text-xs text-muted-foreground">{key.prefix}…</p>
                <p className="text-xs text-muted-foreground">
                  Created {formatKeyDate(key.createdAt)} · {key.lastUsedAt ? `Last used ${formatKeyDate(key.lastUsedAt)}` : "Never used"}
                </p>
              </div>
            </div>
            <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={() => setRevoking(key)} aria-label={`Revoke ${key.name}`}>
              Revoke
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title={`Revoke “${revoking?.name ?? ""}”?`}
        description="Scripts and shops using this key stop working at once. This cannot be undone."
        confirmLabel="Revoke key"
        pendingLabel="Revoking..."
        destructive
        pending={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSettled: () => setRevoking(null) })}
      />
    </>
  );
}

import { Link2 } from "lucide-react";
import { useId, useState } from "react";
import type { SavedMockup } from "@shared/mockups";
import { SHARE_EXPIRY_DAYS, type Share } from "@shared/shares";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { useCreateShare } from "../api/create-share";
import { useMockupShares } from "../api/get-mockup-shares";
import { useRevokeShare } from "../api/revoke-share";
import { CopyLinkButton } from "./copy-link-button";

type Props = { mockup: SavedMockup; open: boolean; onOpenChange: (open: boolean) => void };

const DAY_MS = 86_400_000;
const expiryLabel = (days: number | null) => (days === null ? "Never" : days === 1 ? "1 day" : `${days} days`);
const expiryValue = (days: number | null) => (days === null ? "never" : String(days));

/** "Downloads allowed · Expires 3 Dec 2026" for one of the owner's links. */
function describeShare(share: Share): string {
  const expires = share.expiresAt
    ? `Expires ${new Date(share.expiresAt).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" })}`
    : "Never expires";
  return `${share.allowDownload ? "Downloads allowed" : "View only"} · ${expires}`;
}

/** Share: make a public link (downloads allowed or not, an expiry), copy it, and revoke the mockup's links. */
export function ShareMockupDialog({ mockup, open, onOpenChange }: Props) {
  const formId = useId();
  const [allowDownload, setAllowDownload] = useState(false);
  const [expiry, setExpiry] = useState("never");
  const [created, setCreated] = useState<string | null>(null);
  const shares = useMockupShares(mockup.id, open);
  const create = useCreateShare(mockup.id);
  const revoke = useRevokeShare(mockup.id);

  // Each opening starts with the form; the links below stay.
  const changeOpen = (next: boolean) => {
    if (!next) setCreated(null);
    onOpenChange(next);
  };

  const submit = () => {
    const days = expiry === "never" ? null : Number(expiry);
    const expiresAt = days === null ? null : new Date(Date.now() + days * DAY_MS).toISOString();
    create.mutate({ allowDownload, expiresAt }, { onSuccess: (share) => setCreated(share.url) });
  };

  const list = shares.data ?? [];
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle className="pr-6">Share “{mockup.name}”</DialogTitle>
          <DialogDescription>Anyone with the link can see this mockup, without an account. You can revoke it at any time.</DialogDescription>
        </DialogHeader>

        {created ? (
          <div className="grid gap-2" aria-live="polite">
            <Label htmlFor={`${formId}-url`}>Your new link</Label>
            <div className="flex gap-2">
              <Input id={`${formId}-url`} value={created} readOnly onFocus={(e) => e.currentTarget.select()} />
              <CopyLinkButton url={created} />
            </div>
            <Button variant="link" className="h-auto justify-self-start p-0 text-sm" onClick={() => setCreated(null)}>
              Make another link
            </Button>
          </div>
        ) : (
          <form
            className="grid gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Label htmlFor={`${formId}-download`} className="flex cursor-pointer items-start gap-3 rounded-lg border p-3.5 font-normal">
              <Checkbox id={`${formId}-download`} checked={allowDownload} onCheckedChange={(v) => setAllowDownload(v === true)} className="mt-0.5" />
              <span className="grid gap-1">
                <span className="font-medium">Allow download</span>
                <span className="text-xs leading-snug text-muted-foreground">Visitors can download the full image; each download counts toward your plan.</span>
              </span>
            </Label>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Link expires</legend>
              <RadioGroup value={expiry} onValueChange={setExpiry} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {SHARE_EXPIRY_DAYS.map((days) => {
                  const value = expiryValue(days);
                  return (
                    <Label
                      key={value}
                      htmlFor={`${formId}-expiry-${value}`}
                      className={cn(
                        "flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border bg-card font-normal transition-colors hover:bg-accent/50",
                        expiry === value && "border-primary bg-primary-soft/50 ring-1 ring-primary hover:bg-primary-soft/50",
                      )}
                    >
                      <RadioGroupItem id={`${formId}-expiry-${value}`} value={value} className="sr-only" />
                      {expiryLabel(days)}
                    </Label>
                  );
                })}
              </RadioGroup>
            </fieldset>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner className="text-current" /> : <Link2 aria-hidden="true" />}
              Create link
            </Button>
          </form>
        )}

        <section aria-labelledby={`${formId}-links`} className="grid gap-2 border-t pt-4">
          <h3 id={`${formId}-links`} className="text-sm font-semibold">
            Links to this mockup
          </h3>
          {shares.isPending ? (
            <Spinner />
          ) : list.length === 0 ? (
            <p className="text-sm text-muted-foreground">No links yet.</p>
          ) : (
            <ul className="grid gap-2">
              {list.map((share) => (
                <li key={share.token} className="flex items-center gap-2 rounded-lg border p-2.5">
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <a href={share.url} target="_blank" rel="noreferrer" className="truncate text-sm font-medium underline-offset-2 hover:underline">
                      {share.url.replace(/^https?:\/\//, "")}
                    </a>
                    <span className="text-xs text-muted-foreground">{describeShare(share)}</span>
                  </span>
                  <CopyLinkButton url={share.url} compact />
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-destructive hover:bg-destructive/5 hover:text-destructive"
                    disabled={revoke.isPending && revoke.variables === share.token}
                    onClick={() => revoke.mutate(share.token)}
                    aria-label={`Revoke ${share.url}`}
                  >
                    Revoke
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}


import { FlaskConical } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { MockPortal } from "../api/open-customer-portal";
import { formatLongDate } from "./format-date";

type DevPortalDialogProps = {
  portal: MockPortal | null;
  onOpenChange: (open: boolean) => void;
  onSwitchToFree: () => void;
  switching: boolean;
};

/**
 * Development mode has no billing portal: this shows what the server would manage, and offers
 * the way back to the Free plan so both plans can be tried.
 */
export function DevPortalDialog({ portal, onOpenChange, onSwitchToFree, switching }: DevPortalDialogProps) {
  const data = portal?.mockData;
  const rows: [string, string][] = data
    ? [
        ["Account", data.email],
        ["Plan", data.tier === "premium" ? "Premium" : "Free"],
        ["Status", data.status],
        ["Billing period ends", formatLongDate(data.currentPeriodEnd) ?? "None"],
        ["Cancels at period end", data.cancelAtPeriodEnd ? "Yes" : "No"],
      ]
    : [];

  return (
    <Dialog open={portal !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <span className="mb-1 flex size-10 items-center justify-center rounded-lg bg-amber-100 text-amber-800">
            <FlaskConical className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>Subscription management (development mode)</DialogTitle>
          <DialogDescription>{portal?.message}</DialogDescription>
        </DialogHeader>
        <dl className="grid gap-2.5 rounded-lg border bg-muted/50 p-4 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {data?.tier === "premium" ? (
            <Button onClick={onSwitchToFree} disabled={switching}>
              {switching ? <Spinner className="text-current" /> : null}
              Switch back to Free
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

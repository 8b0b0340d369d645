import { Store } from "lucide-react";
import { useState } from "react";
import type { Widget } from "@shared/widgets";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { Link } from "wouter";
import { useDeleteWidget } from "../api/delete-widget";
import { useWidgets } from "../api/get-widgets";
import { CopyField } from "./copy-field";
import { CreateWidgetForm } from "./create-widget-form";
import { formatKeyDate } from "./format-key-date";
import { SectionCard } from "./section-card";
import { WidgetDaysChart } from "./widget-days-chart";

/** Shop widgets: "See it on your wall" for shoppers without an account (Premium). */
export function WidgetsSection({ premium }: { premium: boolean }) {
  const [creating, setCreating] = useState(false);
  return (
    <SectionCard title="Widgets" description="Let shoppers see your art on their own wall, right on your shop's product page. No account needed for them.">
      {premium ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
          {creating ? (
            <CreateWidgetForm onCreated={() => setCreating(false)} />
          ) : (
            <Button variant="outline" className="justify-self-start" onClick={() => setCreating(true)}>
              New widget
            </Button>
          )}
          <WidgetList />
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Widgets are part of the Premium plan.{" "}
          <Link href="/subscription" className="font-medium text-primary underline-offset-4 hover:underline">
            Upgrade to Premium
          </Link>{" "}
          to embed your art in your shop.
        </p>
      )}
    </SectionCard>
  );
}

function WidgetList() {
  const widgets = useWidgets();
  const remove = useDeleteWidget();
  const [deleting, setDeleting] = useState<Widget | null>(null);
  if (widgets.isPending) return <Spinner />;
  if (widgets.isError) return <FormAlert>{getErrorMessage(widgets.error, "Could not load your widgets.")}</FormAlert>;
  if (widgets.data.length === 0) return <p className="text-sm text-muted-foreground">No widgets yet.</p>;
  return (
    <>
      <ul aria-label="Your widgets" className="grid gap-4">
        {widgets.data.map((widget) => (
          <li key={widget.id} className="grid gap-3 rounded-lg border p-3">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 gap-3">
                <Store className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">{widget.domains.join(", ")}</p>
                  <p className="text-xs text-muted-foreground">
                    {widget.artworkIds.length} {widget.artworkIds.length === 1 ? "artwork" : "artworks"} · created {formatKeyDate(widget.createdAt)}
                  </p>
                </div>
              </div>
              <Button variant="outline" size="sm" className="self-start" onClick={() => setDeleting(widget)} aria-label={`Delete the widget for ${widget.domains.join(", ")}`}>
                Delete
              </Button>
            </div>
            <WidgetDaysChart days={widget.days} />
            <p className="text-xs font-medium">Paste into your shop's page</p>
            <CopyField value={widget.snippet} label="Widget script snippet" />
            <p className="text-xs font-medium">Or, where scripts are not allowed, the plain iframe</p>
            <CopyField value={widget.iframe} label="Widget iframe" />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete this widget?"
        description="Shops embedding it show nothing from now on. This cannot be undone."
        confirmLabel="Delete widget"
        pendingLabel="Deleting..."
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}

import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import type { CataloguePreparing } from "../hooks/use-catalogue";

/** On the server's first start the starter catalogue arrives over some seconds; say how far it is. */
export function CatalogueProgress({ installed, total }: CataloguePreparing) {
  return (
    <div role="status" className="grid gap-2 rounded-xl border border-primary/20 bg-primary-soft/60 px-4 py-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Spinner className="size-4" />
        <span className="font-medium">Preparing the starter catalogue…</span>
        <span className="tabular-nums text-muted-foreground">
          {installed} of {total} templates
        </span>
      </p>
      <Progress value={total > 0 ? (installed / total) * 100 : 0} aria-label="Starter catalogue installed" className="h-1.5" />
    </div>
  );
}

import type { Template } from "@shared/templates";
import { LayoutGrid, Search } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { useTemplates } from "@/lib/templates/get-templates";
import { DeleteTemplateDialog } from "./delete-template-dialog";
import { TemplateCard } from "./template-card";

type Show = "all" | "featured" | "other";
const SHOW_LABELS: Record<Show, string> = { all: "All", featured: "Featured", other: "Not featured" };

function matches(template: Template, query: string, show: Show): boolean {
  if (show === "featured" && !template.featured) return false;
  if (show === "other" && template.featured) return false;
  if (!query) return true;
  const haystack = [template.name, template.category, template.aspectRatio, template.color, template.roomType].join(" ").toLowerCase();
  return haystack.includes(query);
}

/** 'Existing Templates' (spec §2): the catalogue with search, a featured filter and per-item actions. */
export function TemplateList() {
  const templates = useTemplates();
  const [query, setQuery] = useState("");
  const [show, setShow] = useState<Show>("all");
  const [toDelete, setToDelete] = useState<Template | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const deferredQuery = useDeferredValue(query.trim().toLowerCase());

  const all = templates.data ?? [];
  const featuredCount = all.filter((t) => t.featured).length;
  const counts: Record<Show, number> = { all: all.length, featured: featuredCount, other: all.length - featuredCount };
  const visible = all.filter((t) => matches(t, deferredQuery, show));
  const filtering = deferredQuery !== "" || show !== "all";

  return (
    <section aria-labelledby="existing-templates-heading" className="rounded-xl border bg-card shadow-[0_1px_2px_rgb(31_27_23/0.04),0_8px_24px_-12px_rgb(31_27_23/0.08)]">
      <div className="flex flex-col gap-4 p-6 pb-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="space-y-1.5">
          <h2 id="existing-templates-heading" className="flex items-center gap-2 text-lg font-semibold leading-tight">
            Existing Templates
            {templates.data ? (
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">{all.length}</span>
            ) : null}
          </h2>
          <p className="text-sm text-muted-foreground">
            {templates.data ? `${all.length} in the catalogue, ${featuredCount} featured.` : "The template catalogue."}
          </p>
        </div>
        {all.length > 0 ? (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <div className="relative sm:w-64">
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
              <Input
                type="search"
                aria-label="Search templates"
                placeholder="Search templates"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                className="pl-9"
              />
            </div>
            <div role="group" aria-label="Show" className="inline-flex h-10 shrink-0 items-center rounded-lg bg-muted p-1">
              {(Object.keys(SHOW_LABELS) as Show[]).map((key) => (
                <button
                  key={key}
                  type="button"
                  aria-pressed={show === key}
                  onClick={() => setShow(key)}
                  className={cn(
                    "inline-flex h-full flex-1 items-center gap-1.5 whitespace-nowrap rounded-md px-2.5 text-[13px] font-medium text-muted-foreground transition-[color,background-color,box-shadow] hover:text-foreground",
                    "aria-pressed:bg-card aria-pressed:text-foreground aria-pressed:shadow-sm",
                  )}
                >
                  {SHOW_LABELS[key]}
                  <span className="tabular-nums text-muted-foreground">{counts[key]}</span>
                </button>
              ))}
            </div>
          </div>
        ) : null}
      </div>

      <div className="px-6 pb-6">
        {templates.isPending ? (
          <div role="status" aria-live="polite" className="flex flex-col items-center justify-center gap-3 py-16">
            <Spinner className="size-7" />
            <p className="text-sm text-muted-foreground">Loading templates...</p>
          </div>
        ) : templates.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
            <p className="font-medium">Failed to fetch templates</p>
            <Button variant="outline" size="sm" onClick={() => void templates.refetch()}>
              Try again
            </Button>
          </div>
        ) : all.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed py-16 text-center">
            <LayoutGrid className="size-8 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">No templates found</p>
            <p className="text-sm text-muted-foreground">Add one above, or bulk upload a set.</p>
          </div>
        ) : visible.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed py-12 text-center">
            <p className="font-medium">No templates match these filters</p>
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                setQuery("");
                setShow("all");
              }}
            >
              Clear filters
            </Button>
          </div>
        ) : (
          <>
            {filtering ? (
              <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
                Showing {visible.length} of {all.length} templates
              </p>
            ) : null}
            <ul aria-label="Templates" className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
              {visible.map((template) => (
                <TemplateCard
                  key={template.id}
                  template={template}
                  onDelete={(t) => {
                    setToDelete(t);
                    setConfirmOpen(true);
                  }}
                />
              ))}
            </ul>
          </>
        )}
      </div>
      <DeleteTemplateDialog template={toDelete} open={confirmOpen} onOpenChange={setConfirmOpen} />
    </section>
  );
}

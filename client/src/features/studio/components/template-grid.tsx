import { CircleAlert, FilterX, LayoutGrid } from "lucide-react";
import { memo, type ReactNode } from "react";
import type { Template } from "@shared/templates";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useMountedInSteps } from "@/lib/use-mounted-in-steps";
import { useStableHandlers } from "@/lib/use-stable-handlers";
import { cn } from "@/lib/utils";
import type { ProcessedResult } from "../hooks/use-apply-artwork";
import type { CataloguePreparing } from "../hooks/use-catalogue";
import { stretchesArt } from "../lib/stretches-art";
import { showingSummary } from "../lib/template-filters";
import { CatalogueProgress } from "./catalogue-progress";
import { type CardActions, TemplateCard } from "./template-card";

/**
 * Cards rendered with the grid's first paint (a phone's screen holds two); the rest follow this
 * many at a time, one small render and commit per task, so no long task blocks the page (a single
 * background render of them all still committed them in one task of half a second on a phone's
 * CPU: issue 32). Later changes to mounted cards (filters, results) render at once.
 */
const CARDS_PER_TASK = 2;

/** Spec §9: the loading state shows this many placeholder cards. */
export const PLACEHOLDER_CARDS = 8;

const GRID = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3 min-[1440px]:grid-cols-4";

type TemplateGridProps = {
  hasImage: boolean;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Set while the server is still installing the starter catalogue. */
  preparing: CataloguePreparing | null;
  templates: readonly Template[];
  totalCount: number;
  filtersActive: boolean;
  onClearFilters: () => void;
  results: Readonly<Record<number, ProcessedResult>>;
  processing: ReadonlySet<number>;
  downloadingId: number | null;
  onOpen: (template: Template) => void;
  onDownload: (template: Template) => void;
  onSave: (template: Template) => void;
  /** The current artwork's width / height, once known: cards where Expand stretches it suggest Fill. */
  artRatio: number | null;
  onUseFill: () => void;
};

export function TemplateGrid(props: TemplateGridProps) {
  const { hasImage, templates, totalCount, filtersActive } = props;
  return (
    <section aria-labelledby="template-grid-title" className="grid min-w-0 content-start gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="template-grid-title" className="text-xl font-semibold">
          {hasImage ? "Your Mockups" : "Available Templates"}
        </h2>
        {filtersActive && !props.isLoading ? (
          <p role="status" className="text-sm text-muted-foreground">
            {showingSummary(templates.length, totalCount)}
          </p>
        ) : null}
      </div>
      {props.preparing ? <CatalogueProgress {...props.preparing} /> : null}
      <GridBody {...props} />
    </section>
  );
}

function PlaceholderCards() {
  return (
    <div className={GRID} aria-hidden="true">
      {Array.from({ length: PLACEHOLDER_CARDS }, (_, i) => (
        <div key={i} data-testid="template-placeholder" className="overflow-hidden rounded-xl border bg-card">
          <div className="aspect-[4/3] animate-pulse bg-muted" />
          <div className="grid gap-2 p-4">
            <div className="h-3.5 w-2/5 animate-pulse rounded bg-muted" />
            <div className="h-3 w-3/5 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

function GridBody({ isLoading, isError, onRetry, preparing, templates, totalCount, filtersActive, onClearFilters, ...cards }: TemplateGridProps) {
  if (isLoading) {
    return (
      <div className="grid gap-4">
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          Loading templates...
        </p>
        <PlaceholderCards />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState icon={<CircleAlert className="size-6 text-destructive" aria-hidden="true" />} title="Failed to fetch templates">
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </EmptyState>
    );
  }
  // The first templates are on their way; the progress line above says so.
  if (totalCount === 0 && preparing) return <PlaceholderCards />;
  if (totalCount === 0) {
    return (
      <EmptyState icon={<LayoutGrid className="size-6 text-muted-foreground" aria-hidden="true" />} title="No templates yet">
        <p className="text-sm text-muted-foreground">Templates are still being prepared. Check again in a moment.</p>
        <Button type="button" variant="outline" size="sm" onClick={onRetry}>
          Refresh
        </Button>
      </EmptyState>
    );
  }
  if (templates.length === 0 && filtersActive) {
    return (
      <EmptyState icon={<FilterX className="size-6 text-muted-foreground" aria-hidden="true" />} title="No templates match the selected filters">
        <Button type="button" variant="link" className="h-auto p-0" onClick={onClearFilters}>
          Clear all filters
        </Button>
      </EmptyState>
    );
  }
  return <TemplateCards templates={templates} {...cards} />;
}

type TemplateCardsProps = Pick<TemplateGridProps, "templates" | "results" | "processing" | "downloadingId" | "onOpen" | "onDownload" | "onSave" | "artRatio" | "onUseFill">;

/**
 * The cards. Each is rendered again only when its own result or state changes (the handlers
 * reach it through one stable object): an apply shows its previews in several batches, and each
 * batch changes a few cards, not all of them.
 */
function TemplateCards({ templates, results, processing, downloadingId, onOpen, onDownload, onSave, artRatio, onUseFill }: TemplateCardsProps) {
  const actions: CardActions = useStableHandlers({ open: onOpen, download: onDownload, save: onSave, useFill: onUseFill });
  // While an apply runs, cards off screen are not painted until scrolled near (their place is
  // kept): dozens of spinners and arriving previews cost nothing where nobody sees them (measured:
  // half the browser's main-thread time of a 48-template apply). Afterwards every card paints
  // as usual, so full-page captures and printing show them all.
  const applying = processing.size > 0;
  const shown = templates.slice(0, useMountedInSteps(templates.length, CARDS_PER_TASK, CARDS_PER_TASK));
  return (
    // `data-applying` also hides the cards' "Click Apply…" hint (template-card.tsx) during the run:
    // the cards not yet asked for are marked processing only once the first preview is shown.
    <ul className={cn(GRID, "group/grid")} aria-label="Templates" data-applying={applying || undefined}>
      {shown.map((template) => (
        <li key={template.id} className={cn("flex", applying && "[content-visibility:auto] [contain-intrinsic-size:auto_22rem]")}>
          <MemoTemplateCard
            template={template}
            result={results[template.id]}
            isProcessing={processing.has(template.id)}
            isDownloading={downloadingId === template.id}
            stretched={results[template.id]?.fit === "expand" && stretchesArt(template, artRatio)}
            actions={actions}
          />
        </li>
      ))}
    </ul>
  );
}

const MemoTemplateCard = memo(TemplateCard);

function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/60 px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">{icon}</span>
      <p className="font-medium">{title}</p>
      {children}
    </div>
  );
}

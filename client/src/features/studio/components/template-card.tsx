import { BookmarkPlus, Download, Lightbulb, Maximize2, Wand2 } from "lucide-react";
import type { Template } from "@shared/templates";
import { ProtectedImage } from "@/components/protected-image";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import type { ProcessedResult } from "../hooks/use-apply-artwork";
import { templateDetails, templateDisplayName } from "../lib/template-labels";

/** What a card's buttons do, for the card's template; `useFill` switches every card to Fill. */
export type CardActions = { open: (template: Template) => void; download: (template: Template) => void; save: (template: Template) => void; useFill: () => void };

type TemplateCardProps = {
  template: Template;
  result: ProcessedResult | undefined;
  isProcessing: boolean;
  isDownloading: boolean;
  /** The art is shown stretched (Expand into a frame of other proportions): a tip offers Fill. */
  stretched: boolean;
  actions: CardActions;
};

/** One template: its thumbnail until the artwork is applied, then the server-rendered preview. */
export function TemplateCard({ template, result, isProcessing, isDownloading, stretched, actions }: TemplateCardProps) {
  const name = templateDisplayName(template.name);
  const details = templateDetails(template);
  const image = (
    <ProtectedImage
      src={result?.src ?? template.thumbnailUrl}
      // The picture's name (the one-preview URL): `src` is a local copy of its bytes.
      data-preview={result?.previewUrl}
      alt={result ? `Your artwork in ${name}` : name}
      loading="lazy"
      className={cn("absolute inset-0 size-full object-contain", isProcessing && "opacity-50")}
      fallback={<span className="text-xs text-muted-foreground">Image unavailable</span>}
    />
  );

  return (
    <article
      aria-label={name}
      aria-busy={isProcessing}
      className="group flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-[0_1px_2px_rgb(31_27_23/0.04),0_8px_24px_-12px_rgb(31_27_23/0.08)]"
    >
      <div className="relative flex aspect-[4/3] items-center justify-center overflow-hidden bg-muted/60">
        {result ? (
          <button
            type="button"
            onClick={() => actions.open(template)}
            className="absolute inset-0 flex cursor-zoom-in items-center justify-center focus-visible:outline-offset-[-3px]"
            aria-label={`Enlarge ${name}`}
          >
            {image}
            <span className="absolute right-2 top-2 flex size-7 items-center justify-center rounded-md bg-card/90 text-foreground opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-within:opacity-100">
              <Maximize2 className="size-3.5" aria-hidden="true" />
            </span>
          </button>
        ) : (
          image
        )}
        {isProcessing ? (
          // No live region per card (dozens would talk over each other): the article is aria-busy,
          // and the Apply button's progress line counts them.
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-card/40">
            <Spinner className="size-6" />
            <span className="rounded-full bg-card/95 px-3 py-1 text-xs font-medium shadow-sm">Processing your artwork...</span>
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold">{name}</h3>
          {details ? <p className="mt-0.5 truncate text-xs text-muted-foreground">{details}</p> : null}
          {template.credit ? <p className="mt-0.5 truncate text-[11px] text-muted-foreground">{template.credit}</p> : null}
        </div>
        {result && stretched ? (
          <p className="flex gap-1.5 text-xs leading-snug text-muted-foreground">
            <Lightbulb className="mt-px size-3.5 shrink-0 text-amber-600" aria-hidden="true" />
            <span>
              Tip: Fill keeps your art&apos;s proportions.{" "}
              <Button type="button" variant="link" size="sm" className="inline h-auto p-0 text-xs" onClick={actions.useFill}>
                Use Fill
              </Button>
            </span>
          </p>
        ) : null}
        {result ? (
          <div className="mt-auto grid grid-cols-2 gap-2">
            <Button type="button" variant="outline" size="sm" disabled={isDownloading} onClick={() => actions.download(template)} aria-label={`Download ${name}`}>
              {isDownloading ? <Spinner className="text-current" /> : <Download aria-hidden="true" />}
              Download
            </Button>
            <Button type="button" size="sm" onClick={() => actions.save(template)} aria-label={`Save ${name}`}>
              <BookmarkPlus aria-hidden="true" />
              Save
            </Button>
          </div>
        ) : isProcessing ? null : (
          <p className="mt-auto flex items-center gap-1.5 text-xs text-muted-foreground group-data-[applying]/grid:invisible">
            <Wand2 className="size-3.5 shrink-0" aria-hidden="true" />
            Click Apply to All Mockups to see your artwork here
          </p>
        )}
      </div>
    </article>
  );
}

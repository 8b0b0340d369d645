import type { Template } from "@shared/templates";
import { FileImage, ImageOff, Ruler, Star, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { ProtectedImage } from "@/components/protected-image";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { useSetTemplateFeatured } from "../api/set-template-featured";
import { CHECKERBOARD } from "../lib/checkerboard";
import { EditTemplateFrame } from "./edit-template-frame";
import { TemplateWallScaleDialog } from "./template-wall-scale-dialog";

type TemplateCardProps = { template: Template; onDelete: (template: Template) => void };

/** Aspect ratio, colour and room that the name does not already spell out. */
function details(template: Template): string {
  const name = template.name.toLowerCase();
  return [template.aspectRatio, template.color, template.roomType].filter((part): part is string => !!part && !name.includes(part.toLowerCase())).join(" · ");
}

/** One catalogue entry: a compact row on phones, a card from the small breakpoint up. */
export function TemplateCard({ template, onDelete }: TemplateCardProps) {
  const nameId = useId();
  const setFeatured = useSetTemplateFeatured();
  const [scaleOpen, setScaleOpen] = useState(false);
  const extra = details(template);

  return (
    <li aria-labelledby={nameId} className="flex flex-col overflow-hidden rounded-lg border bg-card shadow-xs">
      <div className="flex gap-3 p-3 pb-0 sm:flex-col sm:gap-0 sm:p-0">
        <div
          className={cn(
            "relative aspect-[4/3] w-24 shrink-0 self-start overflow-hidden rounded-md border sm:w-full sm:rounded-none sm:border-0 sm:border-b",
            CHECKERBOARD,
          )}
        >
          <ProtectedImage
            src={template.thumbnailUrl}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-contain"
            fallback={
              <span className="flex size-full items-center justify-center text-muted-foreground">
                <ImageOff className="size-6" aria-hidden="true" />
              </span>
            }
          />
        </div>
        <div className="min-w-0 flex-1 space-y-1.5 sm:px-3.5 sm:pt-3">
          <p id={nameId} className="line-clamp-2 text-sm font-medium leading-snug break-words" title={template.name}>
            {template.name}
          </p>
          <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
            <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-foreground/75">{template.category}</span>
            {template.featured ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2 py-0.5 font-medium text-primary">
                <Star className="size-3 fill-current" aria-hidden="true" />
                Featured
              </span>
            ) : null}
            {template.pxPerCm !== null ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 font-medium text-foreground/75">
                <Ruler className="size-3" aria-hidden="true" />
                True size · {template.pxPerCm.toFixed(1)} px/cm
              </span>
            ) : null}
            {template.psd ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 font-medium text-foreground/75">
                <FileImage className="size-3" aria-hidden="true" />
                Photoshop
              </span>
            ) : null}
            {extra ? <span className="capitalize">{extra}</span> : null}
          </div>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2 p-3 sm:px-3.5 sm:pb-3.5">
        <Button
          size="sm"
          variant={template.featured ? "secondary" : "outline"}
          className="flex-1 sm:flex-none"
          disabled={setFeatured.isPending}
          onClick={() => setFeatured.mutate({ id: template.id, featured: !template.featured })}
        >
          {setFeatured.isPending ? <Spinner className="size-3.5 text-current" /> : <Star aria-hidden="true" className={cn(template.featured && "fill-current")} />}
          {template.featured ? "Remove Featured" : "Mark Featured"}
        </Button>
        {/* A Photoshop mockup's windows are its smart objects, chosen at import: no corners or wall scale to set. */}
        {template.placement === "over" && !template.psd ? <EditTemplateFrame template={template} /> : null}
        {/* Icon only: three labelled buttons do not fit a card in the three-column grid. */}
        {template.psd ? null : (
          <Button size="sm" variant="outline" className="shrink-0 px-2.5" onClick={() => setScaleOpen(true)} aria-label="Wall scale" title="Wall scale">
            <Ruler aria-hidden="true" />
          </Button>
        )}
        <Button size="sm" variant="ghost" className="text-destructive hover:bg-destructive/10 hover:text-destructive" onClick={() => onDelete(template)}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
      {scaleOpen ? <TemplateWallScaleDialog template={template} open={scaleOpen} onOpenChange={setScaleOpen} /> : null}
    </li>
  );
}

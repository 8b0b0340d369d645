import { useCallback, useMemo, useState } from "react";
import { EXPORT_MAX_ITEMS } from "@shared/exports";
import { DEFAULT_FIT_MODE, type FitMode } from "@shared/constants";
import type { Template } from "@shared/templates";
import { PageHeader } from "@/components/page-header";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useZipExport } from "@/lib/exports/use-zip-export";
import { toast } from "@/lib/toast-store";
import { useDownloadMockup } from "./api/download-mockup";
import { useTemplates } from "./api/get-templates";
import { ApplyButton } from "./components/apply-button";
import { FilterPanel } from "./components/filter-panel";
import { FitOptions } from "./components/fit-options";
import { FreePlanBanner, SignInHint } from "./components/plan-banner";
import { PreviewDialog } from "./components/preview-dialog";
import { SaveDialog, type SaveTarget } from "./components/save-dialog";
import { toastSignInRequired } from "./components/sign-in-toast";
import { TemplateGrid } from "./components/template-grid";
import { UploadPanel } from "./components/upload-panel";
import { ZipDownloadCard, type ZipScope } from "./components/zip-download-card";
import { useApplyArtwork } from "./hooks/use-apply-artwork";
import { useArtworkSet } from "./hooks/use-artwork-set";
import { closestAspectRatio } from "./lib/aspect-ratio";
import { EMPTY_FILTERS, type TemplateFilters, applyFilters, filterOptions, hasActiveFilters } from "./lib/template-filters";

const NO_TEMPLATES: Template[] = [];

/** Create Mockups (spec §2, §4 "Mockup flow"): upload once, see the artwork in every template. */
export function StudioPage() {
  const { user } = useCurrentUser();
  const templatesQuery = useTemplates();
  const templates = templatesQuery.data ?? NO_TEMPLATES;
  const applier = useApplyArtwork();
  const download = useDownloadMockup();

  const [fit, setFit] = useState<FitMode>(DEFAULT_FIT_MODE);
  const [filters, setFilters] = useState<TemplateFilters>(EMPTY_FILTERS);
  /** The ratio picked for the current image, while that pick stands (it shows the badge). */
  const [autoRatio, setAutoRatio] = useState<string | null>(null);
  /** Spec §4: the closest ratio is selected once per image; these are the images it was done for. */
  const [autoDetected, setAutoDetected] = useState<ReadonlySet<number>>(() => new Set());
  /** What the last apply covered, so a new fit re-renders the same artworks. */
  const [lastScope, setLastScope] = useState<ZipScope>("current");
  const zip = useZipExport();
  const [saveTarget, setSaveTarget] = useState<SaveTarget | null>(null);
  const [enlargedId, setEnlargedId] = useState<number | null>(null);

  const { reset: resetResults } = applier;
  // Spec §4: a replaced (or removed) image takes its results with it; the new one is detected afresh (new key).
  const onImageReplaced = useCallback((artworkId: string | null) => resetResults(artworkId), [resetResults]);
  const artworks = useArtworkSet({ onReplace: onImageReplaced });
  const image = artworks.current;
  const artwork = image?.artwork ?? null;
  const width = image?.width ?? artwork?.width ?? null;
  const height = image?.height ?? artwork?.height ?? null;
  const view = applier.forArtwork(artwork?.id ?? null);

  const options = useMemo(() => filterOptions(templates), [templates]);
  const filtered = useMemo(() => applyFilters(templates, filters), [templates, filters]);
  const filtersActive = hasActiveFilters(filters);

  // Spec §4 step 2, done while rendering (not in an effect) so the first grid already shows it.
  if (image && width && height && templatesQuery.data && !autoDetected.has(image.key)) {
    setAutoDetected((prev) => new Set(prev).add(image.key));
    const best = closestAspectRatio(width / height, options.aspectRatios);
    setAutoRatio(best);
    if (best) setFilters((f) => ({ ...f, aspectRatios: [best] }));
  }

  const changeFilters = (next: TemplateFilters) => {
    // Spec §4: clearing the aspect filter clears the automatic selection too.
    if (autoRatio && !next.aspectRatios.includes(autoRatio)) setAutoRatio(null);
    setFilters(next);
  };

  const runApply = async (mode: FitMode, scope: ZipScope = "current") => {
    if (!artwork) {
      toast({ title: "Cannot apply to mockups", description: "Please upload an artwork first", variant: "destructive" });
      return;
    }
    if (filtered.length === 0) {
      toast({ title: "Cannot apply to mockups", description: "No templates available", variant: "destructive" });
      return;
    }
    const note = filtersActive ? " (filtered)" : "";
    // Every artwork: the current one first (its grid fills first), the rest in strip order.
    const ids = scope === "every" ? [artwork.id, ...artworks.uploaded.map((a) => a.id).filter((id) => id !== artwork.id)] : [artwork.id];
    setLastScope(scope);
    // Browsing the strip afterwards must not move the filters away from what was rendered.
    if (scope === "every") setAutoDetected(new Set(artworks.images.map((i) => i.key)));
    const outcome = await applier.apply(ids, filtered, mode);
    if (outcome.cancelled) return;
    if (outcome.applied === 0) {
      toast({ title: "Processing failed", description: "Your artwork could not be applied. Please try again.", variant: "destructive" });
      return;
    }
    const perArtwork = Math.round(outcome.applied / ids.length);
    toast({
      title: "Success!",
      description:
        ids.length > 1
          ? `Your ${ids.length} artworks have been applied to ${perArtwork} template(s)${note}`
          : `Your artwork has been applied to ${outcome.applied} template(s)${note}`,
    });
  };

  const downloadZip = (scope: ZipScope) => {
    if (!user) return toastSignInRequired("download");
    if (!artwork) return;
    const ids = scope === "every" ? artworks.uploaded.map((a) => a.id) : [artwork.id];
    const items = ids.flatMap((artworkId) => filtered.map((t) => ({ artworkId, templateId: t.id, fit })));
    if (items.length > EXPORT_MAX_ITEMS) {
      toast({
        title: "Too many files for one ZIP",
        description: `A ZIP holds at most ${EXPORT_MAX_ITEMS} mockups (this would be ${items.length}). Filter the templates or choose one artwork.`,
        variant: "destructive",
      });
      return;
    }
    void zip.start({ items, format: "png" });
  };

  const changeFit = (mode: FitMode) => {
    setFit(mode);
    if (!artwork || !(applier.hasResults || applier.isProcessing)) return;
    // Results of the old fit would be mistaken for the new one: start again from the same artworks.
    resetResults();
    void runApply(mode, lastScope);
  };

  const downloadTemplate = (template: Template) => {
    if (!user) return toastSignInRequired("download");
    const result = view.results[template.id];
    if (!result) return;
    download.mutate({ artworkId: result.artworkId, templateId: template.id, templateName: template.name, fit: result.fit });
  };

  const saveTemplate = (template: Template) => {
    if (!user) return toastSignInRequired("save");
    const result = view.results[template.id];
    if (!result) return;
    setEnlargedId(null);
    setSaveTarget({ imageUrl: result.previewUrl, templateId: template.id, templateName: template.name, artworkId: result.artworkId, fit: result.fit });
  };

  const downloadingId = download.isPending ? (download.variables?.templateId ?? null) : null;
  const enlarged = enlargedId === null ? null : (templates.find((t) => t.id === enlargedId) ?? null);

  return (
    <div className="mx-auto w-full max-w-[88rem] px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Create Mockups" description="Upload your artwork once and see it in every frame and room." />
      <div className="mt-6">{user ? <FreePlanBanner /> : <SignInHint />}</div>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-8">
        <div className="grid gap-5">
          <UploadPanel
            images={artworks.images}
            image={image}
            onAdd={artworks.add}
            onReplace={artworks.replaceCurrent}
            onSelect={artworks.select}
            onRemove={artworks.remove}
          />
          <FitOptions value={fit} onChange={changeFit} />
          <ApplyButton
            disabled={!artwork}
            isProcessing={applier.isProcessing}
            done={applier.total - applier.remaining}
            total={applier.total}
            onApply={() => void runApply(fit)}
            artworkCount={artworks.uploaded.length}
            onApplyEvery={() => void runApply(fit, "every")}
          />
          {image ? (
            <ZipDownloadCard
              artworkCount={artworks.uploaded.length}
              templateCount={filtered.length}
              disabled={!artwork}
              onDownload={downloadZip}
              state={zip.state}
              busy={zip.busy}
            />
          ) : null}
          <FilterPanel options={options} filters={filters} autoRatio={autoRatio} onChange={changeFilters} />
        </div>

        <TemplateGrid
          hasImage={image !== null}
          isLoading={templatesQuery.isLoading}
          isError={templatesQuery.isError}
          onRetry={() => void templatesQuery.refetch()}
          templates={filtered}
          totalCount={templates.length}
          filtersActive={filtersActive}
          onClearFilters={() => changeFilters(EMPTY_FILTERS)}
          results={view.results}
          processing={view.processing}
          downloadingId={downloadingId}
          onOpen={(t) => setEnlargedId(t.id)}
          onDownload={downloadTemplate}
          onSave={saveTemplate}
        />
      </div>

      <PreviewDialog
        template={enlarged}
        result={enlarged ? view.results[enlarged.id] : undefined}
        isDownloading={enlarged !== null && downloadingId === enlarged.id}
        onClose={() => setEnlargedId(null)}
        onDownload={downloadTemplate}
        onSave={saveTemplate}
      />
      <SaveDialog target={saveTarget} onClose={() => setSaveTarget(null)} />
    </div>
  );
}

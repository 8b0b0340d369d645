import { useState } from "react";
import { DEFAULT_FIT_MODE, type FitMode } from "@shared/constants";
import type { Template } from "@shared/templates";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { toast } from "@/lib/toast-store";
import { useDownloadMockup } from "../api/download-mockup";
import { NO_FRAME_CHOICE, type FrameChoice } from "../components/frame-size-panel";
import type { SaveTarget } from "../components/save-dialog";
import { toastSignInRequired } from "../components/sign-in-toast";
import { useApplyArtwork } from "./use-apply-artwork";
import { useArtworkImage } from "./use-artwork-image";
import { useCatalogue } from "./use-catalogue";
import { useStudioFilters } from "./use-studio-filters";

const NO_TEMPLATES: Template[] = [];

/**
 * Everything the studio page shows and does (spec §2, §4 "Mockup flow"): the catalogue, the
 * chosen artwork, filters, fit, applying, and the download / save / enlarge actions on results.
 */
export function useStudio() {
  const { user } = useCurrentUser();
  const catalogue = useCatalogue();
  const templates = catalogue.templates.data ?? NO_TEMPLATES;
  const applier = useApplyArtwork();
  const download = useDownloadMockup();
  // A new image drops the previous one's results (and cancels an apply still running).
  const artworkImage = useArtworkImage({ onChange: applier.reset });
  const { image, artwork } = artworkImage;
  const filters = useStudioFilters({
    imageKey: image?.key ?? null,
    width: artworkImage.width,
    height: artworkImage.height,
    templates,
    templatesLoaded: catalogue.templates.data !== undefined,
  });

  const [fit, setFit] = useState<FitMode>(DEFAULT_FIT_MODE);
  const [frameChoice, setFrameChoice] = useState<FrameChoice>(NO_FRAME_CHOICE);
  const [saveTarget, setSaveTarget] = useState<SaveTarget | null>(null);
  const [enlargedId, setEnlargedId] = useState<number | null>(null);

  const runApply = async (mode: FitMode, choice: FrameChoice = frameChoice) => {
    if (!artwork) {
      toast({ title: "Cannot apply to mockups", description: "Please upload an artwork first", variant: "destructive" });
      return;
    }
    if (filters.filtered.length === 0) {
      toast({ title: "Cannot apply to mockups", description: "No templates available", variant: "destructive" });
      return;
    }
    const note = filters.filtersActive ? " (filtered)" : "";
    const render = { frame: choice.frame, mat: choice.mat, ...(choice.size ? { size: choice.size } : {}) };
    const outcome = await applier.apply(artwork.id, filters.filtered, mode, render);
    if (outcome.cancelled) return;
    if (outcome.applied === 0) {
      toast({ title: "Processing failed", description: "Your artwork could not be applied. Please try again.", variant: "destructive" });
      return;
    }
    toast({ title: "Success!", description: `Your artwork has been applied to ${outcome.applied} template(s)${note}` });
  };

  /** A new fit re-renders what is already shown (or being shown) in the new mode. */
  const changeFit = (mode: FitMode) => {
    setFit(mode);
    if (artwork && (applier.hasResults || applier.isProcessing)) void runApply(mode);
  };

  /** So does a new frame, mat or size: the grid shows what the user chose, straight away. */
  const changeFrameChoice = (choice: FrameChoice) => {
    setFrameChoice(choice);
    if (artwork && (applier.hasResults || applier.isProcessing)) void runApply(fit, choice);
  };

  const downloadTemplate = (template: Template) => {
    if (!user) return toastSignInRequired("download");
    const result = applier.results[template.id];
    if (!result) return;
    download.mutate({ artworkId: result.artworkId, templateId: template.id, templateName: template.name, fit: result.fit, render: result.render });
  };

  const saveTemplate = (template: Template) => {
    if (!user) return toastSignInRequired("save");
    const result = applier.results[template.id];
    if (!result) return;
    setEnlargedId(null);
    setSaveTarget({ imageUrl: result.previewUrl, templateId: template.id, templateName: template.name, artworkId: result.artworkId, fit: result.fit, render: result.render });
  };

  return {
    user,
    templatesQuery: catalogue.templates,
    templates,
    /** Set while the server installs the starter catalogue: how far it has got. */
    cataloguePreparing: catalogue.preparing,
    artworkImage,
    fit,
    changeFit,
    frameChoice,
    changeFrameChoice,
    applier,
    apply: () => void runApply(fit),
    filters,
    downloadingId: download.isPending ? (download.variables?.templateId ?? null) : null,
    downloadTemplate,
    saveTemplate,
    saveTarget,
    closeSave: () => setSaveTarget(null),
    enlarged: enlargedId === null ? null : (templates.find((t) => t.id === enlargedId) ?? null),
    openPreview: (template: Template) => setEnlargedId(template.id),
    closePreview: () => setEnlargedId(null),
  };
}

import { useEffect, useMemo, useRef, useState } from "react";
import type { Room } from "@shared/rooms";
import type { FitMode } from "@shared/constants";
import { EXPORT_MAX_ITEMS } from "@shared/constants";
import type { Template } from "@shared/templates";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { toDownloadFormat, useDownloadChoice } from "@/lib/download-format";
import { useZipExport } from "@/lib/exports/use-zip-export";
import { toast } from "@/lib/toast-store";
import { afterPaint } from "@/lib/after-paint";
import { useCreateRoom } from "../api/create-room";
import { useDownloadMockup } from "../api/download-mockup";
import { useRooms } from "../api/get-rooms";
import { toRenderOptions, type FrameChoice } from "../components/frame-size-panel";
import type { SaveTarget } from "../components/save-dialog";
import { toastSignInRequired } from "../components/sign-in-toast";
import type { ZipScope } from "../components/zip-download-card";
import { readStudioSession } from "../lib/studio-session";
import { useApplyArtwork } from "./use-apply-artwork";
import { useArtworkSet } from "./use-artwork-set";
import { useCatalogue } from "./use-catalogue";
import { useRememberStudio } from "./use-remember-studio";
import { useStudioFilters } from "./use-studio-filters";
import { useStudioOptions } from "./use-studio-options";

const NO_TEMPLATES: Template[] = [];
const NO_ROOMS: Room[] = [];

/** How a run was asked for: the current artwork or every one; quiet runs (a restored grid) make no toasts. */
type RunOptions = { scope?: ZipScope; choice?: FrameChoice; quiet?: boolean };

/**
 * Everything the studio page shows and does (spec §2, §4 "Mockup flow"): the catalogue, the
 * chosen artworks (up to 20, one current), filters, fit, applying (the current artwork or every
 * one), the ZIP of them, and the download / save / enlarge actions on results.
 *
 * Nothing chosen is lost: the options live in the address (use-studio-options.ts), the artworks
 * and how far the user had got in this browser's storage (use-remember-studio.ts). A reload,
 * Back, the gallery and back, or signing in bring the same studio back, results rendered again.
 */
export function useStudio() {
  const { user, isLoading: userLoading } = useCurrentUser();
  // Read once per visit: what this browser's studio looked like when it was last left.
  const [saved] = useState(readStudioSession);
  const studioOptions = useStudioOptions(saved?.search ?? null);
  const { fit, frameChoice } = studioOptions.options;
  const catalogue = useCatalogue();
  const templates = catalogue.templates.data ?? NO_TEMPLATES;
  const applier = useApplyArtwork();
  const download = useDownloadMockup();
  const [downloadChoice, setDownloadChoice] = useDownloadChoice();
  const zip = useZipExport();
  // A replaced or removed image takes its results with it (and cancels an apply still running).
  const artworks = useArtworkSet({ onReplace: applier.reset, restore: saved });
  const keyOf = (artworkId: string | null | undefined) => (artworkId ? (artworks.images.find((i) => i.artwork?.id === artworkId)?.key ?? null) : null);
  const idOf = (key: number | null) => artworks.images.find((i) => i.key === key)?.artwork?.id ?? null;
  const image = artworks.current;
  const artwork = image?.artwork ?? null;
  const width = image?.width ?? artwork?.width ?? null;
  const height = image?.height ?? artwork?.height ?? null;
  /**
   * After "Apply every artwork" the filters stay those of the artwork that was current then, so
   * browsing the strip shows what was rendered; otherwise each artwork brings its own ratio.
   */
  const [frozenKey, setFrozenKey] = useState<number | null>(() => keyOf(saved?.frozen));
  const filterImage = artworks.images.find((i) => i.key === frozenKey) ?? image;
  const filters = useStudioFilters({
    imageKey: filterImage?.key ?? null,
    width: filterImage?.width ?? filterImage?.artwork?.width ?? null,
    height: filterImage?.height ?? filterImage?.artwork?.height ?? null,
    templates,
    templatesLoaded: catalogue.templates.data !== undefined,
    filters: studioOptions.options.filters,
    onFiltersChange: (next) => studioOptions.change({ filters: next }),
    decided: saved ? { forImage: keyOf(saved.filtersFor), autoRatio: saved.autoRatio } : undefined,
  });
  const view = applier.forArtwork(artwork?.id ?? null);

  const [lastScope, setLastScope] = useState<ZipScope>(saved?.applied ?? "current");
  const [saveTarget, setSaveTarget] = useState<SaveTarget | null>(null);
  // The user's rooms sit beside the catalogue, outside its filters; "only My Rooms" shows just them.
  const roomsQuery = useRooms(user != null);
  const rooms = roomsQuery.data ?? NO_ROOMS;
  const createRoom = useCreateRoom();
  // A visitor has no rooms: an address saying "only My Rooms" must not empty their grid.
  const onlyRooms = studioOptions.options.onlyRooms && user !== null;
  const [editingRoomId, setEditingRoomId] = useState<number | null>(null);
  const shown = useMemo(() => (onlyRooms ? [...rooms] : [...rooms, ...filters.filtered]), [onlyRooms, rooms, filters.filtered]);

  const runApply = async (mode: FitMode, { scope = "current", choice = frameChoice, quiet = false }: RunOptions = {}) => {
    if (!artwork || !image) {
      if (!quiet) toast({ title: "Cannot apply to mockups", description: "Please upload an artwork first", variant: "destructive" });
      return;
    }
    if (shown.length === 0) {
      if (!quiet) toast({ title: "Cannot apply to mockups", description: "No templates available", variant: "destructive" });
      return;
    }
    const note = filters.filtersActive ? " (filtered)" : "";
    // Every artwork: the current one first (its grid fills first), the rest in strip order.
    const ids = scope === "every" ? [artwork.id, ...artworks.uploaded.map((a) => a.id).filter((id) => id !== artwork.id)] : [artwork.id];
    setLastScope(scope);
    setFrozenKey(scope === "every" ? (filterImage?.key ?? image.key) : null);
    const outcome = await applier.apply(ids, shown, mode, toRenderOptions(choice));
    if (outcome.cancelled || quiet) return;
    // The grid's last previews are drawn first: a toast mounting in the same frame makes the
    // browser work out the whole page's styles at once (measured: 20–40 ms before the last ones show).
    await afterPaint();
    if (outcome.applied === 0) {
      toast({ title: "Processing failed", description: "Your artwork could not be applied. Please try again.", variant: "destructive" });
      return;
    }
    toast({
      title: "Success!",
      description:
        ids.length > 1
          ? `Your ${ids.length} artworks have been applied to ${Math.round(outcome.applied / ids.length)} template(s)${note}`
          : `Your artwork has been applied to ${outcome.applied} template(s)${note}`,
    });
  };

  /** A new fit re-renders what is already shown (or being shown) in the new mode, for the same artworks. */
  const changeFit = (mode: FitMode) => {
    studioOptions.change({ fit: mode });
    if (!artwork || !(applier.hasResults || applier.isProcessing)) return;
    // Results of the old fit would pass for the new one: start again.
    applier.reset();
    void runApply(mode, { scope: lastScope });
  };

  const downloadZip = (scope: ZipScope) => {
    if (!user) return toastSignInRequired("download");
    if (!artwork) return;
    const ids = scope === "every" ? artworks.uploaded.map((a) => a.id) : [artwork.id];
    const items = ids.flatMap((artworkId) => shown.map((t) => ({ artworkId, templateId: t.id, fit })));
    if (items.length > EXPORT_MAX_ITEMS) {
      toast({
        title: "Too many files for one ZIP",
        description: `A ZIP holds at most ${EXPORT_MAX_ITEMS} mockups (this would be ${items.length}). Filter the templates or choose one artwork.`,
        variant: "destructive",
      });
      return;
    }
    // The ZIP carries the frame, mat and size the grid shows.
    void zip.start({ items, format: "png", render: toRenderOptions(frameChoice) });
  };

  /** So does a new frame, mat or size: the grid shows what the user chose, straight away. */
  const changeFrameChoice = (choice: FrameChoice) => {
    studioOptions.change({ frameChoice: choice });
    if (!artwork || !(applier.hasResults || applier.isProcessing)) return;
    // Results with the old frame, mat or size would pass for the new ones: start again.
    applier.reset();
    void runApply(fit, { scope: lastScope, choice });
  };

  const downloadTemplate = (template: Template) => {
    if (!user) return toastSignInRequired("download");
    const result = view.results[template.id];
    if (!result) return;
    download.mutate({
      artworkId: result.artworkId,
      templateId: template.id,
      templateName: template.name,
      fit: result.fit,
      render: result.render,
      download: toDownloadFormat(downloadChoice),
    });
  };

  const saveTemplate = (template: Template) => {
    if (!user) return toastSignInRequired("save");
    const result = view.results[template.id];
    if (!result) return;
    if (studioOptions.options.preview !== null) studioOptions.closePreview();
    setSaveTarget({ imageUrl: result.src, templateId: template.id, templateName: template.name, artworkId: result.artworkId, fit: result.fit, render: result.render });
  };

  /**
   * Coming back to a studio that showed results: once the catalogue, the user's rooms and the
   * server's word on the artworks are in, the same grid is rendered again, without toasts.
   */
  const pendingRestore = useRef(saved?.applied ?? null);
  const restoreReady =
    !artworks.isRestoring && catalogue.templates.data !== undefined && catalogue.preparing === null && !userLoading && (user === null || roomsQuery.isFetched);
  const session = {
    artworks: artworks.images.flatMap((i) => (i.artwork ? [{ ...i.artwork, name: i.name }] : [])),
    current: artwork?.id ?? null,
    filtersFor: idOf(filters.decided.forImage),
    autoRatio: filters.decided.autoRatio,
    frozen: idOf(frozenKey),
    applied: applier.hasResults || applier.isProcessing ? lastScope : null,
    search: studioOptions.rememberedSearch,
  };
  // Not before the server has said which artworks are still the user's, nor while the grid is still to come back.
  useRememberStudio(artworks.isRestoring ? null : session, pendingRestore);
  useEffect(() => {
    const scope = pendingRestore.current;
    if (scope === null || !restoreReady) return;
    pendingRestore.current = null;
    void runApply(fit, { scope, quiet: true });
  });

  /** New files or a replaced one: the filters follow the current artwork again. */
  const unfreeze = <A extends unknown[]>(action: (...args: A) => void) => (...args: A) => {
    setFrozenKey(null);
    action(...args);
  };

  return {
    user,
    templatesQuery: catalogue.templates,
    templates,
    /** Set while the server installs the starter catalogue: how far it has got. */
    cataloguePreparing: catalogue.preparing,
    artworks: { ...artworks, add: unfreeze(artworks.add), replaceCurrent: unfreeze(artworks.replaceCurrent) },
    image,
    artwork,
    width,
    height,
    fit,
    changeFit,
    frameChoice,
    changeFrameChoice,
    applier,
    /** The current artwork's results and the templates still processing for it. */
    view,
    apply: () => void runApply(fit),
    applyEvery: () => void runApply(fit, { scope: "every" }),
    zip,
    downloadZip,
    filters,
    downloadingId: download.isPending ? (download.variables?.templateId ?? null) : null,
    /** PNG or JPEG (and its quality) for every single download: chosen in the preview dialog, remembered. */
    downloadChoice,
    setDownloadChoice,
    downloadTemplate,
    saveTemplate,
    saveTarget,
    closeSave: () => setSaveTarget(null),
    enlarged: studioOptions.options.preview === null ? null : (shown.find((t) => t.id === studioOptions.options.preview) ?? null),
    /** Rooms first, then the filtered catalogue (or only the rooms). */
    shown,
    /** A bare wall or a rendered room is in the grid (or nothing is yet): the frame choice has somewhere to be drawn. */
    takesFrames: shown.length === 0 || shown.some((t) => t.pxPerCm !== null || t.origin === "rendered"),
    rooms,
    onlyRooms,
    setOnlyRooms: (only: boolean) => studioOptions.change({ onlyRooms: only }),
    isUploadingRoom: createRoom.isPending,
    /** The room file's upload, 0–100, and whether it is a Photoshop file (then the server reads it for a while). */
    roomUpload: createRoom.isPending ? { progress: createRoom.progress, file: createRoom.variables } : null,
    uploadRoom: (file: File) => createRoom.mutate(file, { onSuccess: (room) => setEditingRoomId(room.id) }),
    editingRoom: editingRoomId === null ? null : (rooms.find((r) => r.id === editingRoomId) ?? null),
    editRoom: (room: Room) => setEditingRoomId(room.id),
    closeRoomEditor: () => setEditingRoomId(null),
    openPreview: (template: Template) => studioOptions.openPreview(template.id),
    closePreview: studioOptions.closePreview,
  };
}

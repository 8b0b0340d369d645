import { useMemo, useState } from "react";
import type { Room } from "@shared/rooms";
import { DEFAULT_FIT_MODE, type FitMode } from "@shared/constants";
import { EXPORT_MAX_ITEMS } from "@shared/exports";
import type { Template } from "@shared/templates";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useZipExport } from "@/lib/exports/use-zip-export";
import { toast } from "@/lib/toast-store";
import { useCreateRoom } from "../api/create-room";
import { useDownloadMockup } from "../api/download-mockup";
import { useRooms } from "../api/get-rooms";
import { NO_FRAME_CHOICE, toRenderOptions, type FrameChoice } from "../components/frame-size-panel";
import type { SaveTarget } from "../components/save-dialog";
import { toastSignInRequired } from "../components/sign-in-toast";
import type { ZipScope } from "../components/zip-download-card";
import { useApplyArtwork } from "./use-apply-artwork";
import { useArtworkSet } from "./use-artwork-set";
import { useCatalogue } from "./use-catalogue";
import { useStudioFilters } from "./use-studio-filters";

const NO_TEMPLATES: Template[] = [];
const NO_ROOMS: Room[] = [];

/**
 * Everything the studio page shows and does (spec §2, §4 "Mockup flow"): the catalogue, the
 * chosen artworks (up to 20, one current), filters, fit, applying (the current artwork or every
 * one), the ZIP of them, and the download / save / enlarge actions on results.
 */
export function useStudio() {
  const { user } = useCurrentUser();
  const catalogue = useCatalogue();
  const templates = catalogue.templates.data ?? NO_TEMPLATES;
  const applier = useApplyArtwork();
  const download = useDownloadMockup();
  const zip = useZipExport();
  // A replaced or removed image takes its results with it (and cancels an apply still running).
  const artworks = useArtworkSet({ onReplace: applier.reset });
  const image = artworks.current;
  const artwork = image?.artwork ?? null;
  const width = image?.width ?? artwork?.width ?? null;
  const height = image?.height ?? artwork?.height ?? null;
  /**
   * After "Apply every artwork" the filters stay those of the artwork that was current then, so
   * browsing the strip shows what was rendered; otherwise each artwork brings its own ratio.
   */
  const [frozenKey, setFrozenKey] = useState<number | null>(null);
  const filterImage = artworks.images.find((i) => i.key === frozenKey) ?? image;
  const filters = useStudioFilters({
    imageKey: filterImage?.key ?? null,
    width: filterImage?.width ?? filterImage?.artwork?.width ?? null,
    height: filterImage?.height ?? filterImage?.artwork?.height ?? null,
    templates,
    templatesLoaded: catalogue.templates.data !== undefined,
  });
  const view = applier.forArtwork(artwork?.id ?? null);

  const [fit, setFit] = useState<FitMode>(DEFAULT_FIT_MODE);
  const [frameChoice, setFrameChoice] = useState<FrameChoice>(NO_FRAME_CHOICE);
  const [lastScope, setLastScope] = useState<ZipScope>("current");
  const [saveTarget, setSaveTarget] = useState<SaveTarget | null>(null);
  const [enlargedId, setEnlargedId] = useState<number | null>(null);
  // The user's rooms sit beside the catalogue, outside its filters; "only My Rooms" shows just them.
  const rooms = useRooms(user != null).data ?? NO_ROOMS;
  const createRoom = useCreateRoom();
  const [onlyRooms, setOnlyRooms] = useState(false);
  const [editingRoomId, setEditingRoomId] = useState<number | null>(null);
  const shown = useMemo(() => (onlyRooms ? [...rooms] : [...rooms, ...filters.filtered]), [onlyRooms, rooms, filters.filtered]);

  const runApply = async (mode: FitMode, scope: ZipScope = "current", choice: FrameChoice = frameChoice) => {
    if (!artwork || !image) {
      toast({ title: "Cannot apply to mockups", description: "Please upload an artwork first", variant: "destructive" });
      return;
    }
    if (shown.length === 0) {
      toast({ title: "Cannot apply to mockups", description: "No templates available", variant: "destructive" });
      return;
    }
    const note = filters.filtersActive ? " (filtered)" : "";
    // Every artwork: the current one first (its grid fills first), the rest in strip order.
    const ids = scope === "every" ? [artwork.id, ...artworks.uploaded.map((a) => a.id).filter((id) => id !== artwork.id)] : [artwork.id];
    setLastScope(scope);
    setFrozenKey(scope === "every" ? (filterImage?.key ?? image.key) : null);
    const outcome = await applier.apply(ids, shown, mode, toRenderOptions(choice));
    if (outcome.cancelled) return;
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
    setFit(mode);
    if (!artwork || !(applier.hasResults || applier.isProcessing)) return;
    // Results of the old fit would pass for the new one: start again.
    applier.reset();
    void runApply(mode, lastScope);
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
    setFrameChoice(choice);
    if (!artwork || !(applier.hasResults || applier.isProcessing)) return;
    // Results with the old frame, mat or size would pass for the new ones: start again.
    applier.reset();
    void runApply(fit, lastScope, choice);
  };

  const downloadTemplate = (template: Template) => {
    if (!user) return toastSignInRequired("download");
    const result = view.results[template.id];
    if (!result) return;
    download.mutate({ artworkId: result.artworkId, templateId: template.id, templateName: template.name, fit: result.fit, render: result.render });
  };

  const saveTemplate = (template: Template) => {
    if (!user) return toastSignInRequired("save");
    const result = view.results[template.id];
    if (!result) return;
    setEnlargedId(null);
    setSaveTarget({ imageUrl: result.src, templateId: template.id, templateName: template.name, artworkId: result.artworkId, fit: result.fit, render: result.render });
  };

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
    applyEvery: () => void runApply(fit, "every"),
    zip,
    downloadZip,
    filters,
    downloadingId: download.isPending ? (download.variables?.templateId ?? null) : null,
    downloadTemplate,
    saveTemplate,
    saveTarget,
    closeSave: () => setSaveTarget(null),
    enlarged: enlargedId === null ? null : (shown.find((t) => t.id === enlargedId) ?? null),
    /** Rooms first, then the filtered catalogue (or only the rooms). */
    shown,
    rooms,
    onlyRooms,
    setOnlyRooms,
    isUploadingRoom: createRoom.isPending,
    /** The room file's upload, 0–100, and whether it is a Photoshop file (then the server reads it for a while). */
    roomUpload: createRoom.isPending ? { progress: createRoom.progress, file: createRoom.variables } : null,
    uploadRoom: (file: File) => createRoom.mutate(file, { onSuccess: (room) => setEditingRoomId(room.id) }),
    editingRoom: editingRoomId === null ? null : (rooms.find((r) => r.id === editingRoomId) ?? null),
    editRoom: (room: Room) => setEditingRoomId(room.id),
    closeRoomEditor: () => setEditingRoomId(null),
    openPreview: (template: Template) => setEnlargedId(template.id),
    closePreview: () => setEnlargedId(null),
  };
}

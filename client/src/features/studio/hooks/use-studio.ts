import { useMemo, useState } from "react";
import type { Room } from "@shared/rooms";
import { DEFAULT_FIT_MODE, type FitMode } from "@shared/constants";
import type { Template } from "@shared/templates";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { toast } from "@/lib/toast-store";
import { useCreateRoom } from "../api/create-room";
import { useDownloadMockup } from "../api/download-mockup";
import { useRooms } from "../api/get-rooms";
import type { SaveTarget } from "../components/save-dialog";
import { toastSignInRequired } from "../components/sign-in-toast";
import { useApplyArtwork } from "./use-apply-artwork";
import { useArtworkImage } from "./use-artwork-image";
import { useCatalogue } from "./use-catalogue";
import { useStudioFilters } from "./use-studio-filters";

const NO_TEMPLATES: Template[] = [];
const NO_ROOMS: Room[] = [];

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
  const [saveTarget, setSaveTarget] = useState<SaveTarget | null>(null);
  const [enlargedId, setEnlargedId] = useState<number | null>(null);
  // The user's rooms sit beside the catalogue, outside its filters; "only My Rooms" shows just them.
  const rooms = useRooms(user != null).data ?? NO_ROOMS;
  const createRoom = useCreateRoom();
  const [onlyRooms, setOnlyRooms] = useState(false);
  const [editingRoomId, setEditingRoomId] = useState<number | null>(null);
  const shown = useMemo(() => (onlyRooms ? [...rooms] : [...rooms, ...filters.filtered]), [onlyRooms, rooms, filters.filtered]);

  const runApply = async (mode: FitMode) => {
    if (!artwork) {
      toast({ title: "Cannot apply to mockups", description: "Please upload an artwork first", variant: "destructive" });
      return;
    }
    if (shown.length === 0) {
      toast({ title: "Cannot apply to mockups", description: "No templates available", variant: "destructive" });
      return;
    }
    const note = filters.filtersActive ? " (filtered)" : "";
    const outcome = await applier.apply(artwork.id, shown, mode);
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

  const downloadTemplate = (template: Template) => {
    if (!user) return toastSignInRequired("download");
    const result = applier.results[template.id];
    if (!result) return;
    download.mutate({ artworkId: result.artworkId, templateId: template.id, templateName: template.name, fit: result.fit });
  };

  const saveTemplate = (template: Template) => {
    if (!user) return toastSignInRequired("save");
    const result = applier.results[template.id];
    if (!result) return;
    setEnlargedId(null);
    setSaveTarget({ imageUrl: result.previewUrl, templateId: template.id, templateName: template.name, artworkId: result.artworkId, fit: result.fit });
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
    applier,
    apply: () => void runApply(fit),
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
    uploadRoom: (file: File) => createRoom.mutate(file, { onSuccess: (room) => setEditingRoomId(room.id) }),
    editingRoom: editingRoomId === null ? null : (rooms.find((r) => r.id === editingRoomId) ?? null),
    editRoom: (room: Room) => setEditingRoomId(room.id),
    closeRoomEditor: () => setEditingRoomId(null),
    openPreview: (template: Template) => setEnlargedId(template.id),
    closePreview: () => setEnlargedId(null),
  };
}

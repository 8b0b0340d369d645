import { memo, useMemo, useState } from "react";
import type { Room } from "@shared/rooms";
import { PlanBanner } from "@/components/plan-banner";
import { lazyDialog } from "@/lib/lazy-dialog";
import { useMountedInSteps } from "@/lib/use-mounted-in-steps";
import { useStableHandlers } from "@/lib/use-stable-handlers";
import { ApplyButton } from "./components/apply-button";
import { FilterPanel } from "./components/filter-panel";
import { FitOptions } from "./components/fit-options";
import { FrameSizePanel } from "./components/frame-size-panel";
import { SignInHint } from "./components/sign-in-hint";
import { MyRoomsPanel } from "./components/my-rooms-panel";
import { TemplateGrid } from "./components/template-grid";
import { UploadPanel } from "./components/upload-panel";
import { ZipDownloadCard } from "./components/zip-download-card";
import { useStudio } from "./hooks/use-studio";
import { EMPTY_FILTERS } from "./lib/template-filters";
import { StudioFrame } from "./studio-frame";

/**
 * The page's parts that an apply's arriving previews do not change, memoised: each batch of
 * previews renders the grid and the Apply button's progress, not the filters, the upload panel
 * and the dialogs again (issue 32: the browser's main thread is what paces an apply).
 */
const Memo = {
  PlanBanner: memo(PlanBanner),
  SignInHint: memo(SignInHint),
  UploadPanel: memo(UploadPanel),
  FitOptions: memo(FitOptions),
  FrameSizePanel: memo(FrameSizePanel),
  ZipDownloadCard: memo(ZipDownloadCard),
  MyRoomsPanel: memo(MyRoomsPanel),
  FilterPanel: memo(FilterPanel),
  PreviewDialog: lazyDialog(() => import("./components/preview-dialog").then((m) => m.PreviewDialog), (p) => p.template !== null),
  SaveDialog: lazyDialog(() => import("./components/save-dialog").then((m) => m.SaveDialog), (p) => p.target !== null),
  ZipLimitDialog: lazyDialog(() => import("@/components/zip-limit-dialog").then((m) => m.ZipLimitDialog), (p) => p.refusal !== null),
  RoomEditor: lazyDialog(() => import("./components/room-editor").then((m) => m.RoomEditor), (p) => p.room !== null),
  RoomWallScaleDialog: lazyDialog(() => import("./components/room-wall-scale-dialog").then((m) => m.RoomWallScaleDialog), (p) => p.room !== null),
};

/**
 * The page comes in three steps, one short task each (issue 32): what a phone's first screen shows
 * (the plan, upload and fit), then the frame and size choice, the Apply button and the templates,
 * then the user's rooms and the filters. Each step adds below the last in its column.
 */
const STEPS = 3;

/** Create Mockups (spec §2, §4 "Mockup flow"): upload once, see the artwork in every template. */
export function StudioPage() {
  const studio = useStudio();
  const step = useMountedInSteps(STEPS, 1, 1);
  const { artworks, image, applier, view, filters, templatesQuery, enlarged } = studio;
  const [scalingRoom, setScalingRoom] = useState<Room | null>(null);
  const on = useStableHandlers({
    add: artworks.add,
    replace: artworks.replaceCurrent,
    select: artworks.select,
    remove: artworks.remove,
    changeFit: studio.changeFit,
    changeFrameChoice: studio.changeFrameChoice,
    apply: studio.apply,
    applyEvery: studio.applyEvery,
    downloadZip: studio.downloadZip,
    cancelZip: () => void studio.zip.cancel(),
    dismissZipRefusal: studio.zip.dismissRefusal,
    uploadRoom: studio.uploadRoom,
    editRoom: studio.editRoom,
    closeRoomEditor: studio.closeRoomEditor,
    scaleRoom: setScalingRoom,
    closeScaling: () => setScalingRoom(null),
    roomSaved: () => applier.reset(),
    setOnlyRooms: studio.setOnlyRooms,
    changeFilters: filters.changeFilters,
    clearFilters: () => filters.changeFilters(EMPTY_FILTERS),
    retry: () => void templatesQuery.refetch(),
    useFill: () => studio.changeFit("fill"),
    openPreview: studio.openPreview,
    closePreview: studio.closePreview,
    setDownloadChoice: studio.setDownloadChoice,
    downloadTemplate: studio.downloadTemplate,
    saveTemplate: studio.saveTemplate,
    closeSave: studio.closeSave,
  });
  const { width, height } = studio;
  const art = useMemo(() => (width && height ? { width, height } : null), [width, height]);

  return (
    <StudioFrame>
      <div className="mt-6">{studio.user ? <Memo.PlanBanner variant="studio" /> : <Memo.SignInHint />}</div>

      {/* One column on a phone, never wider than the screen (a long room name truncates, it does not widen the page). */}
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-8">
        <div className="grid min-w-0 gap-5">
          <Memo.UploadPanel images={artworks.images} image={image} onAdd={on.add} onReplace={on.replace} onSelect={on.select} onRemove={on.remove} />
          <Memo.FitOptions value={studio.fit} onChange={on.changeFit} />
          {step >= 2 && (
            <>
              <Memo.FrameSizePanel
                value={studio.frameChoice}
                onChange={on.changeFrameChoice}
                artworkId={studio.artwork?.id ?? null}
                art={art}
                fit={studio.fit}
                takesFrames={studio.takesFrames}
              />
              <ApplyButton
                disabled={!studio.artwork}
                isProcessing={applier.isProcessing}
                done={applier.total - applier.remaining}
                total={applier.total}
                onApply={on.apply}
                artworkCount={artworks.uploaded.length}
                onApplyEvery={on.applyEvery}
              />
              {image ? (
                <Memo.ZipDownloadCard
                  artworkCount={artworks.uploaded.length}
                  templateCount={studio.shown.length}
                  disabled={!studio.artwork}
                  onDownload={on.downloadZip}
                  state={studio.zip.state}
                  busy={studio.zip.busy}
                  onCancel={on.cancelZip}
                />
              ) : null}
            </>
          )}
          {step >= 3 && studio.user && (
            <Memo.MyRoomsPanel
              rooms={studio.rooms}
              isUploading={studio.isUploadingRoom}
              upload={studio.roomUpload}
              onUpload={on.uploadRoom}
              onEdit={on.editRoom}
              onScale={on.scaleRoom}
              onlyRooms={studio.onlyRooms}
              onOnlyRoomsChange={on.setOnlyRooms}
            />
          )}
          {step >= 3 && (
            <Memo.FilterPanel
              options={filters.options}
              filters={filters.filters}
              autoRatio={filters.autoRatio}
              defaultStyles={filters.defaultStyles}
              onChange={on.changeFilters}
            />
          )}
        </div>

        {step >= 2 && (
          <TemplateGrid
            hasImage={image !== null}
            isLoading={templatesQuery.isLoading}
            isError={templatesQuery.isError}
            onRetry={on.retry}
            preparing={studio.cataloguePreparing}
            templates={studio.shown}
            totalCount={filters.offered + studio.rooms.length}
            filtersActive={filters.filtersActive}
            onClearFilters={on.clearFilters}
            results={view.results}
            artRatio={art ? art.width / art.height : null}
            onUseFill={on.useFill}
            processing={view.processing}
            downloadingId={studio.downloadingId}
            onOpen={on.openPreview}
            onDownload={on.downloadTemplate}
            onSave={on.saveTemplate}
          />
        )}
      </div>

      <Memo.PreviewDialog
        template={enlarged}
        result={enlarged ? view.results[enlarged.id] : undefined}
        isDownloading={enlarged !== null && studio.downloadingId === enlarged.id}
        downloadChoice={studio.downloadChoice}
        onDownloadChoiceChange={on.setDownloadChoice}
        onClose={on.closePreview}
        onDownload={on.downloadTemplate}
        onSave={on.saveTemplate}
      />
      <Memo.SaveDialog target={studio.saveTarget} onClose={on.closeSave} />
      <Memo.ZipLimitDialog refusal={studio.zip.refusal} onClose={on.dismissZipRefusal} />
      <Memo.RoomEditor room={studio.editingRoom} artUrl={image?.url ?? null} onClose={on.closeRoomEditor} onSaved={on.roomSaved} />
      <Memo.RoomWallScaleDialog room={scalingRoom} onClose={on.closeScaling} onSaved={on.roomSaved} />
    </StudioFrame>
  );
}

import { useState } from "react";
import type { Room } from "@shared/rooms";
import { PageHeader } from "@/components/page-header";
import { PlanBanner } from "@/components/plan-banner";
import { ZipLimitDialog } from "@/components/zip-limit-dialog";
import { ApplyButton } from "./components/apply-button";
import { FilterPanel } from "./components/filter-panel";
import { FitOptions } from "./components/fit-options";
import { FrameSizePanel } from "./components/frame-size-panel";
import { SignInHint } from "./components/sign-in-hint";
import { MyRoomsPanel } from "./components/my-rooms-panel";
import { PreviewDialog } from "./components/preview-dialog";
import { RoomEditor } from "./components/room-editor";
import { RoomWallScaleDialog } from "./components/room-wall-scale-dialog";
import { SaveDialog } from "./components/save-dialog";
import { TemplateGrid } from "./components/template-grid";
import { UploadPanel } from "./components/upload-panel";
import { ZipDownloadCard } from "./components/zip-download-card";
import { useStudio } from "./hooks/use-studio";
import { EMPTY_FILTERS } from "./lib/template-filters";

/** Create Mockups (spec §2, §4 "Mockup flow"): upload once, see the artwork in every template. */
export function StudioPage() {
  const studio = useStudio();
  const { artworks, image, applier, view, filters, templatesQuery, enlarged } = studio;
  const [scalingRoom, setScalingRoom] = useState<Room | null>(null);

  return (
    <div className="mx-auto w-full max-w-[88rem] px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Create Mockups" description="Upload your artwork once and see it in every frame and room." />
      <div className="mt-6">{studio.user ? <PlanBanner variant="studio" /> : <SignInHint />}</div>

      {/* One column on a phone, never wider than the screen (a long room name truncates, it does not widen the page). */}
      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-8">
        <div className="grid min-w-0 gap-5">
          <UploadPanel
            images={artworks.images}
            image={image}
            onAdd={artworks.add}
            onReplace={artworks.replaceCurrent}
            onSelect={artworks.select}
            onRemove={artworks.remove}
          />
          <FitOptions value={studio.fit} onChange={studio.changeFit} />
          <FrameSizePanel
            value={studio.frameChoice}
            onChange={studio.changeFrameChoice}
            artworkId={studio.artwork?.id ?? null}
            art={studio.width && studio.height ? { width: studio.width, height: studio.height } : null}
            fit={studio.fit}
            takesFrames={studio.takesFrames}
          />
          <ApplyButton
            disabled={!studio.artwork}
            isProcessing={applier.isProcessing}
            done={applier.total - applier.remaining}
            total={applier.total}
            onApply={studio.apply}
            artworkCount={artworks.uploaded.length}
            onApplyEvery={studio.applyEvery}
          />
          {image ? (
            <ZipDownloadCard
              artworkCount={artworks.uploaded.length}
              templateCount={studio.shown.length}
              disabled={!studio.artwork}
              onDownload={studio.downloadZip}
              state={studio.zip.state}
              busy={studio.zip.busy}
              onCancel={() => void studio.zip.cancel()}
            />
          ) : null}
          {studio.user && (
            <MyRoomsPanel
              rooms={studio.rooms}
              isUploading={studio.isUploadingRoom}
              upload={studio.roomUpload}
              onUpload={studio.uploadRoom}
              onEdit={studio.editRoom}
              onScale={setScalingRoom}
              onlyRooms={studio.onlyRooms}
              onOnlyRoomsChange={studio.setOnlyRooms}
            />
          )}
          <FilterPanel
            options={filters.options}
            filters={filters.filters}
            autoRatio={filters.autoRatio}
            defaultStyles={filters.defaultStyles}
            onChange={filters.changeFilters}
          />
        </div>

        <TemplateGrid
          hasImage={image !== null}
          isLoading={templatesQuery.isLoading}
          isError={templatesQuery.isError}
          onRetry={() => void templatesQuery.refetch()}
          preparing={studio.cataloguePreparing}
          templates={studio.shown}
          totalCount={filters.offered + studio.rooms.length}
          filtersActive={filters.filtersActive}
          onClearFilters={() => filters.changeFilters(EMPTY_FILTERS)}
          results={view.results}
          artRatio={studio.width && studio.height ? studio.width / studio.height : null}
          onUseFill={() => studio.changeFit("fill")}
          processing={view.processing}
          downloadingId={studio.downloadingId}
          onOpen={studio.openPreview}
          onDownload={studio.downloadTemplate}
          onSave={studio.saveTemplate}
        />
      </div>

      <PreviewDialog
        template={enlarged}
        result={enlarged ? view.results[enlarged.id] : undefined}
        isDownloading={enlarged !== null && studio.downloadingId === enlarged.id}
        downloadChoice={studio.downloadChoice}
        onDownloadChoiceChange={studio.setDownloadChoice}
        onClose={studio.closePreview}
        onDownload={studio.downloadTemplate}
        onSave={studio.saveTemplate}
      />
      <SaveDialog target={studio.saveTarget} onClose={studio.closeSave} />
      <ZipLimitDialog refusal={studio.zip.refusal} onClose={studio.zip.dismissRefusal} />
      <RoomEditor room={studio.editingRoom} artUrl={image?.url ?? null} onClose={studio.closeRoomEditor} onSaved={() => applier.reset()} />
      <RoomWallScaleDialog room={scalingRoom} onClose={() => setScalingRoom(null)} onSaved={() => applier.reset()} />
    </div>
  );
}

import { PageHeader } from "@/components/page-header";
import { PlanBanner } from "@/components/plan-banner";
import { ApplyButton } from "./components/apply-button";
import { FilterPanel } from "./components/filter-panel";
import { FitOptions } from "./components/fit-options";
import { SignInHint } from "./components/sign-in-hint";
import { MyRoomsPanel } from "./components/my-rooms-panel";
import { PreviewDialog } from "./components/preview-dialog";
import { RoomEditor } from "./components/room-editor";
import { SaveDialog } from "./components/save-dialog";
import { TemplateGrid } from "./components/template-grid";
import { UploadPanel } from "./components/upload-panel";
import { useStudio } from "./hooks/use-studio";
import { EMPTY_FILTERS } from "./lib/template-filters";

/** Create Mockups (spec §2, §4 "Mockup flow"): upload once, see the artwork in every template. */
export function StudioPage() {
  const studio = useStudio();
  const { artworkImage, applier, filters, templatesQuery, enlarged } = studio;

  return (
    <div className="mx-auto w-full max-w-[88rem] px-4 py-8 sm:px-6 sm:py-10">
      <PageHeader title="Create Mockups" description="Upload your artwork once and see it in every frame and room." />
      <div className="mt-6">{studio.user ? <PlanBanner variant="studio" /> : <SignInHint />}</div>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-8">
        <div className="grid gap-5">
          <UploadPanel
            image={artworkImage.image}
            isUploading={artworkImage.isUploading}
            progress={artworkImage.progress}
            width={artworkImage.width}
            height={artworkImage.height}
            detectedRatio={artworkImage.detectedRatio}
            onChoose={artworkImage.choose}
          />
          <FitOptions value={studio.fit} onChange={studio.changeFit} />
          <ApplyButton
            disabled={!artworkImage.artwork}
            isProcessing={applier.isProcessing}
            done={applier.total - applier.processing.size}
            total={applier.total}
            onApply={studio.apply}
          />
          {studio.user && (
            <MyRoomsPanel
              rooms={studio.rooms}
              isUploading={studio.isUploadingRoom}
              onUpload={studio.uploadRoom}
              onEdit={studio.editRoom}
              onlyRooms={studio.onlyRooms}
              onOnlyRoomsChange={studio.setOnlyRooms}
            />
          )}
          <FilterPanel options={filters.options} filters={filters.filters} autoRatio={filters.autoRatio} onChange={filters.changeFilters} />
        </div>

        <TemplateGrid
          hasImage={artworkImage.image !== null}
          isLoading={templatesQuery.isLoading}
          isError={templatesQuery.isError}
          onRetry={() => void templatesQuery.refetch()}
          preparing={studio.cataloguePreparing}
          templates={studio.shown}
          totalCount={studio.templates.length + studio.rooms.length}
          filtersActive={filters.filtersActive}
          onClearFilters={() => filters.changeFilters(EMPTY_FILTERS)}
          results={applier.results}
          processing={applier.processing}
          downloadingId={studio.downloadingId}
          onOpen={studio.openPreview}
          onDownload={studio.downloadTemplate}
          onSave={studio.saveTemplate}
        />
      </div>

      <PreviewDialog
        template={enlarged}
        result={enlarged ? applier.results[enlarged.id] : undefined}
        isDownloading={enlarged !== null && studio.downloadingId === enlarged.id}
        onClose={studio.closePreview}
        onDownload={studio.downloadTemplate}
        onSave={studio.saveTemplate}
      />
      <SaveDialog target={studio.saveTarget} onClose={studio.closeSave} />
      <RoomEditor room={studio.editingRoom} artUrl={artworkImage.image?.url ?? null} onClose={studio.closeRoomEditor} onSaved={applier.reset} />
    </div>
  );
}

import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { ExportsList } from "@/components/exports-list";
import { PageContainer, PageHeader } from "@/components/page-header";
import { PlanBanner } from "@/components/plan-banner";
import { ZipLimitDialog } from "@/components/zip-limit-dialog";
import { Button } from "@/components/ui/button";
import { useZipExport } from "@/lib/exports/use-zip-export";
import { useSavedMockups } from "./api/get-saved-mockups";
import { GalleryEmpty, GalleryError, GallerySkeleton } from "./components/gallery-states";
import { MockupCard } from "./components/mockup-card";
import { SelectionBar } from "./components/selection-bar";

/** My Saved Mockups (spec §2): the plan banner, then loading, error, empty or the grid. */
export function GalleryPage() {
  const mockups = useSavedMockups();
  const list = mockups.data;
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const zip = useZipExport();
  // Deleted mockups drop out of the selection by themselves.
  const selected = (list ?? []).filter((m) => picked.has(m.id)).map((m) => m.id);
  const toggle = (id: number, on: boolean) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <PageContainer>
      <PageHeader
        title="My Saved Mockups"
        description="Everything you saved from the studio, ready to download at full quality."
        actions={
          list && list.length > 0 ? (
            <Button asChild variant="outline">
              <Link href="/app">
                <Plus aria-hidden="true" />
                New Mockup
              </Link>
            </Button>
          ) : null
        }
      />
      <PlanBanner variant="gallery" className="mt-8" />
      <ExportsList className="mt-8" />
      <div className="mt-8">
        {mockups.isPending ? (
          <GallerySkeleton />
        ) : mockups.isError ? (
          <GalleryError onRetry={() => void mockups.refetch()} retrying={mockups.isFetching} />
        ) : list && list.length > 0 ? (
          <>
            <p className="sr-only" aria-live="polite">
              {list.length === 1 ? "1 saved mockup" : `${list.length} saved mockups`}
            </p>
            <SelectionBar
              selected={selected.length}
              total={list.length}
              onSelectAll={(all) => setPicked(all ? new Set(list.map((m) => m.id)) : new Set())}
              onDownload={() => void zip.start({ mockupIds: selected, format: "png" })}
              state={zip.state}
              busy={zip.busy}
              onCancel={() => void zip.cancel()}
            />
            <ul aria-label="Saved mockups" className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {list.map((mockup) => (
                <MockupCard key={mockup.id} mockup={mockup} selected={picked.has(mockup.id)} onSelectedChange={(on) => toggle(mockup.id, on)} />
              ))}
            </ul>
          </>
        ) : (
          <GalleryEmpty />
        )}
      </div>
      <ZipLimitDialog refusal={zip.refusal} onClose={zip.dismissRefusal} />
    </PageContainer>
  );
}

import { PageContainer, PageHeader } from "@/components/page-header";

/** My Saved Mockups (spec §2). Filled in by its own issue; for now the heading only. */
export function GalleryPage() {
  return (
    <PageContainer>
      <PageHeader title="My Saved Mockups" />
    </PageContainer>
  );
}

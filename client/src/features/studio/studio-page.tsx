import { PageContainer, PageHeader } from "@/components/page-header";

/** Create Mockups (spec §2). Filled in by its own issue; for now the heading only. */
export function StudioPage() {
  return (
    <PageContainer>
      <PageHeader title="Create Mockups" />
    </PageContainer>
  );
}

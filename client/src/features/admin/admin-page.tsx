import { PageContainer, PageHeader } from "@/components/page-header";

/** Admin Dashboard (spec §2). Filled in by its own issue; for now the heading only. */
export function AdminPage() {
  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" />
    </PageContainer>
  );
}

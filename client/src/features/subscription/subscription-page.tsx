import { PageContainer, PageHeader } from "@/components/page-header";

/** Subscription Plans (spec §2). Filled in by its own issue; for now the heading only. */
export function SubscriptionPage() {
  return (
    <PageContainer>
      <PageHeader title="Subscription Plans" />
    </PageContainer>
  );
}

import { Redirect, useSearchParams } from "wouter";
import { PageContainer, PageHeader } from "@/components/page-header";

/**
 * Payment (spec §2). The provider's client secret arrives in the query; without it there is
 * nothing to pay, so the visitor goes back to the plans. The form itself comes with its own issue.
 */
export function PaymentPage() {
  const [params] = useSearchParams();
  const clientSecret = params.get("client_secret");
  if (!clientSecret) return <Redirect to="/subscription" replace />;
  return (
    <PageContainer>
      <PageHeader title="Complete Your Subscription" />
    </PageContainer>
  );
}

import { PageContainer, PageHeader } from "@/components/page-header";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { ApiKeysSection } from "./components/api-keys-section";
import { DataSection } from "./components/data-section";
import { DeleteAccountSection } from "./components/delete-account-section";
import { EmailSection } from "./components/email-section";
import { PasswordSection } from "./components/password-section";
import { ProfileSection } from "./components/profile-section";
import { WebhookSecretSection } from "./components/webhook-secret-section";
import { WidgetsSection } from "./components/widgets-section";

/** /account: name, e-mail, password, API keys and webhooks, shop widgets, the data export and deleting the account. */
export function AccountPage() {
  const { user } = useCurrentUser();
  // The route guard renders this page only with a user.
  if (!user) return null;
  const premium = user.subscriptionTier === "premium";
  return (
    <PageContainer className="max-w-4xl">
      <PageHeader title="Account" description="Your profile, sign-in details and data." />
      <div className="mt-8 grid gap-6">
        <ProfileSection user={user} />
        <EmailSection user={user} />
        <PasswordSection />
        <ApiKeysSection />
        <WebhookSecretSection />
        <WidgetsSection premium={premium} />
        <DataSection premium={premium} />
        <DeleteAccountSection premium={premium} />
      </div>
    </PageContainer>
  );
}

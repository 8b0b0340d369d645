import { FREE_DOWNLOAD_LIMIT, PREMIUM_PRICE_USD } from "@shared/constants";
import { LegalPage, LegalSection, TextLink } from "./components/legal-page";
import { LEGAL_UPDATED } from "./lib/legal-updated";

/** The terms in plain words: what each plan gives, cancelling, and that the art stays its maker's. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="The short version: your art stays yours, the Free plan is free, Premium is a monthly subscription you can cancel any time, and we ask you to use the service fairly."
      updated={LEGAL_UPDATED}
    >
      <LegalSection title="Your art stays yours">
        <p>
          You keep every right to the artwork you upload and to the mockups you make from it. By uploading, you let us store and process
          your files only to provide the service to you: render previews and downloads, keep your gallery, and make the exports you ask
          for. We do not use your art for anything else and do not show it to anyone else.
        </p>
        <p>
          You may use the mockups you make, including the rooms and frames in them, to present, promote and sell your work. Please upload
          only artwork you have the right to use.
        </p>
      </LegalSection>

      <LegalSection title="Plans">
        <ul>
          <li>
            <strong className="font-semibold text-foreground">Free:</strong> the studio, unlimited saves to your gallery, and{" "}
            {FREE_DOWNLOAD_LIMIT} downloads in total, in standard quality (up to 2000 px on the long side).
          </li>
          <li>
            <strong className="font-semibold text-foreground">Premium, ${PREMIUM_PRICE_USD} per month:</strong> all templates, unlimited
            downloads at full resolution, and priority support.
          </li>
        </ul>
        <p>
          Premium renews every month until you cancel; payments are handled by Stripe. See{" "}
          <TextLink href="/subscription">Subscription Plans</TextLink> for the details.
        </p>
      </LegalSection>

      <LegalSection title="Cancel any time">
        <p>
          Cancel from <strong>Manage Subscription</strong> on the Subscription page, with no cancellation fee. Premium continues until the
          end of the billing period you have paid for; your account then returns to the Free plan and your saved mockups stay in your gallery.
        </p>
        <p>
          You can also delete your account whenever you like from your <TextLink href="/account">Account page</TextLink>; that cancels
          Premium too.
        </p>
      </LegalSection>

      <LegalSection title="Fair use">
        <p>
          Do not upload anything unlawful or anything you have no right to, and do not try to get around the plans&apos; limits or overload
          the service. We may suspend an account that does, and will tell you why.
        </p>
      </LegalSection>

      <LegalSection title="The service">
        <p>
          We work to keep Mockup Studio running and your gallery safe, but we provide it as it is and cannot promise it is never down. Keep
          copies of files that matter to you: you can download your mockups and{" "}
          <TextLink href="/privacy">all your data</TextLink> at any time.
        </p>
        <p>
          If these terms change, we will update this page and its date, and tell you by e-mail before a change that affects what you pay.
        </p>
      </LegalSection>

      <LegalSection title="Questions">
        <p>
          Write to us from the <TextLink href="/contact">Contact page</TextLink>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

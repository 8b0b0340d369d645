import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { SUPPORT_EMAIL } from "@/lib/support";

function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  return (
    <details className="group border-b last:border-b-0 [&_summary::-webkit-details-marker]:hidden">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left font-medium transition-colors hover:text-primary">
        {question}
        <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="pb-5 pr-8 text-sm leading-relaxed text-muted-foreground">{children}</div>
    </details>
  );
}

export function SubscriptionFaq({ freeLimit }: { freeLimit: number }) {
  return (
    <section aria-labelledby="faq-title" className="mx-auto mt-16 max-w-3xl">
      <h2 id="faq-title" className="text-xl font-semibold sm:text-2xl">
        Frequently Asked Questions
      </h2>
      <div className="mt-4 rounded-xl border bg-card px-5 sm:px-6">
        <FaqItem question="How does the download limit work?">
          The Free plan includes {freeLimit} downloads in total. Saving mockups to your gallery is unlimited and does not count; each
          full-quality download does. Once you reach the limit, downloads stop until you upgrade. Premium has no limit.
        </FaqItem>
        <FaqItem question="Can I cancel my subscription?">
          Yes, at any time, from Manage Subscription. There are no cancellation fees: your Premium access continues until the end of the
          current billing period, and your account then returns to the Free plan. Your saved mockups stay in your gallery.
        </FaqItem>
        <FaqItem question="How do I contact support?">
          Email us at{" "}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline-offset-4 hover:underline">
            {SUPPORT_EMAIL}
          </a>
          . Premium members get priority support: their questions are answered first.
        </FaqItem>
      </div>
    </section>
  );
}

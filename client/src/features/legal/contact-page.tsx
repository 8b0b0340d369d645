import { Mail } from "lucide-react";
import { Button } from "@/components/ui/button";
import { SUPPORT_EMAIL, supportMailto } from "@/lib/support";
import { LegalPage, LegalSection, TextLink } from "./components/legal-page";

const ANSWERS = [
  { topic: "The download limit, and changing or cancelling Premium", href: "/subscription", place: "Subscription Plans" },
  { topic: "Your name, e-mail address or password", href: "/account", place: "your Account page" },
  { topic: "Downloading or deleting your data", href: "/account", place: "your Account page" },
  { topic: "A forgotten password", href: "/login", place: "Sign In" },
] as const;

/** Where support is: one e-mail address (configurable), what to put in the message, and the answers already in the app. */
export function ContactPage() {
  return (
    <LegalPage title="Contact" intro="Questions, problems or ideas: write to us, and we will get back to you.">
      <section aria-labelledby="contact-email" className="rounded-xl border bg-card p-6 shadow-[0_1px_2px_rgb(31_27_23/0.04),0_8px_24px_-12px_rgb(31_27_23/0.08)] sm:p-8">
        <h2 id="contact-email" className="text-xl font-semibold sm:text-2xl">
          E-mail support
        </h2>
        <p className="mt-3 leading-relaxed text-foreground/90">
          Support is by e-mail at <TextLink href={supportMailto()}>{SUPPORT_EMAIL}</TextLink>. We answer every message; Premium members
          have priority support, so their questions are answered first.
        </p>
        <Button asChild className="mt-5 w-full sm:w-auto">
          <a href={supportMailto("Mockup Studio support")}>
            <Mail aria-hidden="true" />
            Write to support
          </a>
        </Button>
      </section>

      <LegalSection title="What helps us help you">
        <ul>
          <li>The e-mail address of your account.</li>
          <li>What you did, what you expected, and what happened instead.</li>
          <li>The template or mockup name, and a screenshot if you can.</li>
        </ul>
        <p>Never send your password: we will never ask for it.</p>
      </LegalSection>

      <LegalSection title="Quick answers">
        <ul>
          {ANSWERS.map((answer) => (
            <li key={answer.topic}>
              {answer.topic}: see <TextLink href={answer.href}>{answer.place}</TextLink>.
            </li>
          ))}
        </ul>
        <p>
          How we handle your data is on the <TextLink href="/privacy">Privacy</TextLink> page, and the rules of the service in the{" "}
          <TextLink href="/terms">Terms</TextLink>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}

import { SiteFooter } from "@/components/layout/site-footer";
import { ClosingCta } from "./components/closing-cta";
import { FeaturesSection } from "./components/features-section";
import { Hero } from "./components/hero";
import { LandingHeader } from "./components/landing-header";

/** `/landing`, and `/` for visitors who are not signed in (spec §2). */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <LandingHeader />
      <main id="main" className="flex-1">
        <Hero />
        <FeaturesSection />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}

import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative overflow-hidden rounded-2xl bg-foreground px-6 py-14 text-center text-background sm:px-12">
        <div aria-hidden="true" className="absolute inset-0 bg-[radial-gradient(50%_80%_at_50%_0%,rgb(169_75_36/0.45),transparent)]" />
        <div className="relative">
          <h2 id="cta-title" className="text-3xl font-semibold sm:text-4xl">
            Ready to see your art on the wall?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-background/75">
            Create a free account and make your first mockups in a couple of minutes.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link href="/register">
              Get Started Today
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

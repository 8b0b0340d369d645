import { ArrowRight } from "lucide-react";
import { Link } from "wouter";
import { FREE_DOWNLOAD_LIMIT } from "@shared/constants";
import { Button } from "@/components/ui/button";
import { HeroVisual } from "./hero-visual";

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-10 sm:px-6 sm:pt-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-24">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-full border bg-card px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
            <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
            Wall-art mockups in seconds
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-semibold leading-[1.08] sm:text-5xl lg:text-[3.4rem]">
            See your artwork on the wall before it is printed
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-muted-foreground">
            Upload a JPG or PNG and Mockup Studio places it into drawn room and frame mockups that match its
            aspect ratio; with an account, into photos of your own walls too. Download them in full quality or keep
            the best ones in your gallery.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link href="/app">
                Try it Now
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/register">Create Account</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">
            The free plan includes {FREE_DOWNLOAD_LIMIT} downloads. No card required.
          </p>
        </div>
        <HeroVisual />
      </div>
    </section>
  );
}

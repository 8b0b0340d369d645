import { Crop, Download, LayoutTemplate, Upload } from "lucide-react";
import type { LucideIcon } from "lucide-react";

const FEATURES: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: Upload,
    title: "Upload Your Artwork",
    body: "Drop in a JPG or PNG. Its aspect ratio is detected so the best-matching frames are picked for you.",
  },
  {
    icon: LayoutTemplate,
    title: "Multiple Templates",
    body: "Apply your art to a whole library of room and frame templates in one click, filtered by ratio, colour and room.",
  },
  {
    icon: Download,
    title: "Full Quality Downloads",
    body: "Export every mockup at full resolution, ready for your shop, portfolio or a client presentation.",
  },
  {
    icon: Crop,
    title: "Multiple Fitting Options",
    body: "Fit, Fill or Expand: keep the whole artwork, crop it to the frame or stretch it to fill the window.",
  },
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" className="border-y border-border/70 bg-card/60">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="max-w-2xl">
          <p className="text-sm font-medium text-primary">Features</p>
          <h2 id="features-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            Everything you need to present your art
          </h2>
        </div>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-xs">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-base font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

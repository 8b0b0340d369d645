import { Check } from "lucide-react";

const POINTS = [
  "Artwork matched to frames of the same aspect ratio",
  "Fit, Fill or Expand: choose how your art sits in the frame",
  "Save your favourite mockups to a personal gallery",
];

/** The left-hand pitch beside the auth card; large screens only, the card stands alone on phones. */
export function AuthIntro() {
  return (
    <div className="hidden max-w-md lg:block">
      <p className="text-sm font-medium text-primary">Mockup Studio</p>
      <h1 className="mt-3 text-4xl font-semibold leading-[1.1]">See your art on the wall before it is printed.</h1>
      <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
        Upload a JPG or PNG once and get room and frame mockups ready to share or sell.
      </p>
      <ul className="mt-8 grid gap-3">
        {POINTS.map((point) => (
          <li key={point} className="flex items-start gap-3 text-[15px]">
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
            </span>
            {point}
          </li>
        ))}
      </ul>
    </div>
  );
}

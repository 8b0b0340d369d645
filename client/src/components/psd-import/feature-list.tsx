import type { PsdFeature } from "@shared/psd";
import { Ban, Check } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The Photoshop features the file uses (blend modes, adjustment layers, effects, masks, smart
 * objects…), each "Supported" or why not, so the uploader knows what renders as in Photoshop.
 */
export function FeatureList({ features }: { features: PsdFeature[] }) {
  if (!features.length) return null;
  return (
    <section className="grid gap-2" aria-labelledby="psd-features-title" data-testid="psd-features">
      <h3 id="psd-features-title" className="text-sm font-medium">
        Photoshop features in this file
      </h3>
      <ul className="grid gap-1.5 text-sm">
        {features.map((f) => (
          <li key={f.name} className="flex gap-2">
            {f.supported ? <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" /> : <Ban className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />}
            <div className="grid min-w-0 gap-0.5">
              <span className="break-words">{f.name}</span>
              <span className={cn("break-words text-xs", f.supported ? "text-muted-foreground" : "text-destructive")}>{f.supported ? "Supported" : f.reason}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

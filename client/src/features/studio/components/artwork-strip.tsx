import { Plus, X } from "lucide-react";
import { ProtectedImage } from "@/components/protected-image";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { type ChosenImage, detectedRatioOf } from "../hooks/use-artwork-set";

type Props = {
  images: readonly ChosenImage[];
  currentKey: number | null;
  onSelect: (key: number) => void;
  onRemove: (key: number) => void;
  /** The id of the multi-file input the "Add" tile opens; absent when no more fit. */
  addInputId: string | null;
};

/** Every chosen artwork as a thumbnail: the current one highlighted, each removable, plus "Add". */
export function ArtworkStrip({ images, currentKey, onSelect, onRemove, addInputId }: Props) {
  return (
    <ul aria-label="Your artworks" className="grid grid-cols-5 gap-2">
      {images.map((image, index) => {
        const current = image.key === currentKey;
        const name = `Artwork ${index + 1}: ${image.name}`;
        return (
          <li key={image.key} className="relative">
            <button
              type="button"
              onClick={() => onSelect(image.key)}
              aria-pressed={current}
              aria-label={name}
              title={`${image.name}${detectedRatioOf(image) ? ` · ${detectedRatioOf(image)}` : ""}`}
              className={cn(
                "block aspect-square w-full overflow-hidden rounded-md border-2 bg-muted transition-colors",
                current ? "border-primary ring-2 ring-primary/30" : "border-transparent hover:border-primary/40",
              )}
            >
              <ProtectedImage src={image.url} alt="" className={cn("size-full object-cover", !image.artwork && "opacity-50")} />
              {!image.artwork ? (
                <span className="absolute inset-0 flex items-center justify-center">
                  <Spinner className="size-4" />
                </span>
              ) : null}
            </button>
            <button
              type="button"
              onClick={() => onRemove(image.key)}
              aria-label={`Remove ${name}`}
              className="absolute -right-1.5 -top-1.5 flex size-5 items-center justify-center rounded-full border bg-card text-muted-foreground shadow-sm hover:text-destructive"
            >
              <X className="size-3" aria-hidden="true" />
            </button>
          </li>
        );
      })}
      {addInputId ? (
        <li>
          <label
            htmlFor={addInputId}
            className="flex aspect-square w-full cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md border-2 border-dashed border-input text-xs text-muted-foreground hover:border-primary/60 hover:text-primary"
          >
            <Plus className="size-4" aria-hidden="true" />
            Add
          </label>
        </li>
      ) : null}
    </ul>
  );
}

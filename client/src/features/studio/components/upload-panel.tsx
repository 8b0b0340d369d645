import { ImageUp, RefreshCw } from "lucide-react";
import { type DragEvent, Fragment, useId, useRef, useState } from "react";
import { ProtectedImage } from "@/components/protected-image";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { type ChosenImage, MAX_ARTWORKS, detectedRatioOf } from "../hooks/use-artwork-set";
import { ACCEPT_ATTRIBUTE } from "../lib/accepted-image";
import { ArtworkStrip } from "./artwork-strip";

type UploadPanelProps = {
  images: readonly ChosenImage[];
  image: ChosenImage | null;
  onAdd: (files: File[]) => void;
  onReplace: (file: File) => void;
  onSelect: (key: number) => void;
  onRemove: (key: number) => void;
};

/**
 * The upload area (click, keyboard or drag and drop; up to 20 files) and, once images are
 * chosen, the Preview panel: the current artwork with its detected ratio and a Change button,
 * and the strip of every artwork.
 */
export function UploadPanel({ images, image, onAdd, onReplace, onSelect, onRemove }: UploadPanelProps) {
  const inputId = useId();
  const changeId = `${inputId}-change`;
  const hintId = `${inputId}-hint`;
  const changeRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const isUploading = image !== null && image.artwork === null;
  const progress = image?.progress ?? 0;
  const width = image?.width ?? image?.artwork?.width ?? null;
  const height = image?.height ?? image?.artwork?.height ?? null;
  const detectedRatio = image ? detectedRatioOf(image) : null;

  const dropProps = {
    onDragEnter: (e: DragEvent) => {
      e.preventDefault();
      setDragging(true);
    },
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      e.dataTransfer.dropEffect = "copy";
    },
    onDragLeave: (e: DragEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setDragging(false);
      const files = [...e.dataTransfer.files];
      if (files.length > 0) onAdd(files);
    },
  };

  // Keyed, so React keeps these very elements (and the focus on them) when the panel switches to the preview.
  const input = (
    <Fragment key="inputs">
      <input
        id={inputId}
        type="file"
        multiple
        accept={ACCEPT_ATTRIBUTE}
        aria-label="Upload artwork"
        aria-describedby={hintId}
        // Once images are shown, the strip's Add tile and the Change button are the way in.
        tabIndex={image ? -1 : 0}
        className="peer sr-only"
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          // Cleared so that choosing the same files again still counts.
          e.currentTarget.value = "";
          if (files.length > 0) onAdd(files);
        }}
      />
      <input
        ref={changeRef}
        id={changeId}
        type="file"
        accept={ACCEPT_ATTRIBUTE}
        aria-label="Replace the current artwork"
        tabIndex={-1}
        className="sr-only"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = "";
          if (file) onReplace(file);
        }}
      />
    </Fragment>
  );

  if (!image) {
    return (
      <Card {...dropProps}>
        <CardHeader className="pb-4">
          <CardTitle className="text-base">Upload Artwork</CardTitle>
        </CardHeader>
        <CardContent>
          {input}
          <label
            htmlFor={inputId}
            className={cn(
              "flex cursor-pointer flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed border-input bg-muted/40 px-4 py-10 text-center transition-colors",
              "hover:border-primary/60 hover:bg-primary-soft/40",
              "peer-focus-visible:border-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring",
              dragging && "border-primary bg-primary-soft/60",
            )}
          >
            <span className="flex size-12 items-center justify-center rounded-full bg-card text-primary shadow-xs">
              <ImageUp className="size-6" aria-hidden="true" />
            </span>
            <span className="text-sm font-medium">
              {dragging ? (
                "Drop to upload"
              ) : (
                <>
                  <span className="pointer-coarse:hidden">Click to upload or drag and drop</span>
                  <span className="hidden pointer-coarse:inline">Tap to choose your artwork</span>
                </>
              )}
            </span>
            <span id={hintId} className="text-xs text-muted-foreground">
              JPG, PNG
            </span>
            <span className="text-xs text-muted-foreground">Up to {MAX_ARTWORKS} artworks at once</span>
          </label>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card {...dropProps} className={cn(dragging && "ring-2 ring-primary")}>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">Preview{images.length > 1 ? ` · ${images.length} artworks` : ""}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {/* Before the inputs in the DOM: from the file input, Tab still reaches Change, then the fit options. */}
        <ArtworkStrip
          key="strip"
          images={images}
          currentKey={image.key}
          onSelect={onSelect}
          onRemove={onRemove}
          addInputId={images.length < MAX_ARTWORKS ? inputId : null}
        />
        {input}
        <span id={hintId} className="sr-only">
          JPG, PNG
        </span>
        <div className="relative flex h-52 items-center justify-center overflow-hidden rounded-lg bg-[repeating-conic-gradient(var(--muted)_0_25%,var(--card)_0_50%)] bg-[length:16px_16px] p-3">
          <ProtectedImage src={image.url} alt="Your artwork" className={cn("max-h-full max-w-full rounded-sm object-contain shadow-md", isUploading && "opacity-60")} />
          {isUploading ? (
            <div role="status" className="absolute inset-x-3 bottom-3 grid gap-1.5 rounded-md bg-card/95 p-2.5 shadow-sm">
              <span className="flex items-center gap-2 text-xs font-medium">
                <Spinner className="size-3.5" />
                Uploading... {progress}%
              </span>
              <Progress value={progress} aria-label="Upload progress" className="h-1.5" />
            </div>
          ) : null}
        </div>
        <div className="flex items-center justify-between gap-3">
          <div className="grid min-w-0 gap-1">
            <p className="flex items-center gap-2 text-sm">
              <span className="text-muted-foreground">Detected</span>
              <span className="rounded-md bg-primary-soft px-2 py-0.5 font-semibold text-primary" data-testid="detected-ratio">
                {detectedRatio ?? "…"}
              </span>
            </p>
            <p className="truncate text-xs text-muted-foreground" title={image.name}>
              {width && height ? `${width} × ${height} px · ` : ""}
              {image.name}
            </p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => changeRef.current?.click()}>
            <RefreshCw aria-hidden="true" />
            Change
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

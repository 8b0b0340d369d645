import { ImageUp, RefreshCw } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { ProtectedImage } from "@/components/protected-image";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import type { ChosenImage } from "../hooks/use-artwork-image";
import { ACCEPT_ATTRIBUTE } from "../lib/accepted-image";

type UploadPanelProps = {
  image: ChosenImage | null;
  isUploading: boolean;
  progress: number;
  width: number | null;
  height: number | null;
  detectedRatio: string | null;
  onChoose: (file: File) => void;
};

/**
 * The upload area (click, keyboard or drag and drop) and, once an image is chosen, the Preview
 * panel with its detected ratio and a Change button. One file input serves both.
 */
export function UploadPanel({ image, isUploading, progress, width, height, detectedRatio, onChoose }: UploadPanelProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

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
      const file = e.dataTransfer.files[0];
      if (file) onChoose(file);
    },
  };

  const input = (
    <input
      ref={inputRef}
      id={inputId}
      type="file"
      accept={ACCEPT_ATTRIBUTE}
      aria-label="Upload artwork"
      aria-describedby={hintId}
      // Once an image is shown, the Change button is the way in; keep the tab order short.
      tabIndex={image ? -1 : 0}
      className="peer sr-only"
      onChange={(e) => {
        const file = e.currentTarget.files?.[0];
        // Cleared so that choosing the same file again still counts as a change.
        e.currentTarget.value = "";
        if (file) onChoose(file);
      }}
    />
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
          </label>
        </CardContent>
      </Card>
    );
  }

  return (
    <Card {...dropProps} className={cn(dragging && "ring-2 ring-primary")}>
      <CardHeader className="pb-4">
        <CardTitle className="text-base">Preview</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
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
            <p className="truncate text-xs text-muted-foreground" title={image.file.name}>
              {width && height ? `${width} × ${height} px · ` : ""}
              {image.file.name}
            </p>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
            <RefreshCw aria-hidden="true" />
            Change
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

import { ImagePlus } from "lucide-react";
import { type DragEvent, type ReactNode, useState } from "react";
import { cn } from "@/lib/utils";
import { ACCEPT_ATTRIBUTE } from "../lib/template-image-url";

type ImageDropZoneProps = {
  id: string;
  /** The file input's accessible name. */
  inputLabel: string;
  title: ReactNode;
  hint: ReactNode;
  multiple?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  onFiles: (files: File[]) => void;
  /** The input's accept attribute (default: PNG and JPEG). */
  accept?: string;
  className?: string;
};

/**
 * A file picker that is also a drop target. The real <input type="file"> stays in the tab
 * order (visually hidden), so Tab + Space opens the system picker and the ring shows focus.
 */
export function ImageDropZone({ id, inputLabel, title, hint, multiple, disabled, invalid, describedBy, onFiles, accept = ACCEPT_ATTRIBUTE, className }: ImageDropZoneProps) {
  const [dragging, setDragging] = useState(false);

  function onDrop(e: DragEvent<HTMLLabelElement>) {
    e.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer.files);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  }

  return (
    <label
      htmlFor={id}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        "relative flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-input bg-muted/40 px-4 py-6 text-center transition-colors",
        "hover:border-primary/60 hover:bg-primary-soft/40 focus-within:border-primary focus-within:ring-3 focus-within:ring-ring/20",
        dragging && "border-primary bg-primary-soft/60",
        invalid && "border-destructive",
        disabled && "pointer-events-none opacity-55",
        className,
      )}
    >
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-label={inputLabel}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className="sr-only"
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          // Cleared so picking the same file again still fires a change.
          e.currentTarget.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <span className="flex size-10 items-center justify-center rounded-full bg-card text-primary shadow-xs">
        <ImagePlus className="size-5" aria-hidden="true" />
      </span>
      <span className="text-sm font-medium">{title}</span>
      <span className="text-xs text-muted-foreground">{hint}</span>
    </label>
  );
}

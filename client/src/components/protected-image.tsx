import { type ComponentProps, type ReactNode, useState } from "react";
import { cn } from "@/lib/utils";

export type ProtectedImageProps = Omit<ComponentProps<"img">, "draggable"> & {
  /** Rendered instead of the image when it fails to load. */
  fallback?: ReactNode;
};

/**
 * An <img> that cannot be dragged out, right-click saved or selected (spec §2 copy protection;
 * the document-wide part lives in `installCopyProtection`).
 */
export function ProtectedImage({ className, fallback, onError, onContextMenu, ...props }: ProtectedImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | undefined>(undefined);
  if (fallback !== undefined && failedSrc !== undefined && failedSrc === props.src) return <>{fallback}</>;
  return (
    <img
      {...props}
      draggable={false}
      className={cn("select-none [-webkit-touch-callout:none]", className)}
      onContextMenu={(e) => {
        e.preventDefault();
        onContextMenu?.(e);
      }}
      onError={(e) => {
        setFailedSrc(props.src);
        onError?.(e);
      }}
    />
  );
}

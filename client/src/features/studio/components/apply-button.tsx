import { Layers, Wand2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { Spinner } from "@/components/ui/spinner";

type ApplyButtonProps = {
  disabled: boolean;
  isProcessing: boolean;
  done: number;
  total: number;
  onApply: () => void;
  /** With several artworks: "Apply every artwork" renders all of them. */
  artworkCount: number;
  onApplyEvery: () => void;
};

/** Spec §2: disabled until an image exists and while processing; 'Processing...' while it works. */
export function ApplyButton({ disabled, isProcessing, done, total, onApply, artworkCount, onApplyEvery }: ApplyButtonProps) {
  return (
    <div className="grid gap-2">
      <Button type="button" size="lg" className="w-full" disabled={disabled || isProcessing} onClick={onApply}>
        {isProcessing ? (
          <>
            <Spinner className="text-current" />
            Processing...
          </>
        ) : (
          <>
            <Wand2 aria-hidden="true" />
            Apply to All Mockups
          </>
        )}
      </Button>
      {artworkCount > 1 ? (
        <Button type="button" variant="outline" className="w-full" disabled={disabled || isProcessing} onClick={onApplyEvery}>
          <Layers aria-hidden="true" />
          Apply every artwork ({artworkCount})
        </Button>
      ) : null}
      {isProcessing && total > 0 ? (
        <div className="grid gap-1.5">
          <Progress value={(done / total) * 100} aria-label="Mockups ready" className="h-1.5" />
          <p className="text-center text-xs tabular-nums text-muted-foreground">
            {done} of {total} mockups ready
          </p>
        </div>
      ) : null}
    </div>
  );
}

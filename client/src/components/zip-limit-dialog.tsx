import { Crown } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { type ZipAllowance, zipAllowanceAdvice, zipAllowanceSentence } from "@/lib/exports/zip-allowance";

type ZipLimitDialogProps = {
  /** The server's refusal; null keeps the dialog closed. */
  refusal: ZipAllowance | null;
  onClose: () => void;
};

/**
 * A ZIP the free plan's downloads left do not cover: the server's numbers, and the upgrade as
 * a choice. Closing it leaves the user where they were, with their artwork and filters.
 */
export function ZipLimitDialog({ refusal, onClose }: ZipLimitDialogProps) {
  return (
    <Dialog open={refusal !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog" className="max-w-md">
        {refusal ? (
          <>
            <DialogHeader className="pr-6">
              <DialogTitle>Free tier limit reached</DialogTitle>
              <DialogDescription className="text-foreground">{zipAllowanceSentence(refusal)}</DialogDescription>
            </DialogHeader>
            <p className="text-sm text-muted-foreground">{zipAllowanceAdvice(refusal)}</p>
            <DialogFooter className="mt-2">
              <Button variant="outline" onClick={onClose}>
                Not now
              </Button>
              <Button asChild>
                <Link href="/subscription" onClick={onClose}>
                  <Crown aria-hidden="true" />
                  Upgrade to Premium
                </Link>
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

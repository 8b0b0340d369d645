import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { type SavedMockup, savedMockupFileName } from "@shared/mockups";
import { LimitReachedError, downloadFile } from "@/lib/download-file";
import { SUBSCRIPTION_KEY } from "@/lib/subscription/use-subscription-status";
import { toast } from "@/lib/toast-store";

/**
 * The server counts a saved mockup's download itself (GET downloadUrl), so there is no separate
 * POST /api/track-download here: that would count it twice.
 */
export function downloadMockup(mockup: SavedMockup) {
  return downloadFile(mockup.downloadUrl, savedMockupFileName(mockup));
}

/**
 * Downloads the full-quality image and refreshes the usage count. The failure toasts are
 * handled here rather than by the central `meta` handler: the limit case has its own title
 * and also moves the user on to the plans page (spec §8).
 */
export function useDownloadMockup() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: downloadMockup,
    onSuccess: (outcome) => {
      toast(
        outcome === "ios"
          ? { title: "Image Ready", description: "Long press on the image to save it to your device" }
          : { title: "Success!", description: "Your mockup has been downloaded" },
      );
    },
    onError: (error) => {
      if (error instanceof LimitReachedError) {
        toast({
          title: "Free tier limit reached",
          description: `You've used all ${error.freeLimit} mockups in your free plan. Upgrade to Premium for unlimited mockups!`,
          variant: "destructive",
        });
        navigate("/subscription");
        return;
      }
      console.error("Download failed", error);
      toast({
        title: "Download Failed",
        description: "There was a problem downloading your mockup. Please try again.",
        variant: "destructive",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
  });
}

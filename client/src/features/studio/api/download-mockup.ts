import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { artworkExportUrl } from "@shared/artworks";
import type { FitMode } from "@shared/constants";
import { LimitReachedError, downloadFile } from "@/lib/download-file";
import { SUBSCRIPTION_KEY } from "@/lib/subscription/use-subscription-status";
import { toast } from "@/lib/toast-store";
import { resultDownloadName } from "../lib/template-labels";

export type DownloadMockupInput = { artworkId: string; templateId: number; templateName: string; fit: FitMode };

/**
 * The full-quality export, rendered and counted by the server (so no separate
 * /api/track-download call: that would count the download twice).
 */
export function downloadMockup({ artworkId, templateId, templateName, fit }: DownloadMockupInput) {
  return downloadFile(artworkExportUrl(artworkId, templateId, fit), resultDownloadName(templateName));
}

/**
 * Spec §8/§9 outcomes. The failure toasts are chosen here rather than through `meta` because
 * the limit case has its own words and moves on to the plans page.
 */
export function useDownloadMockup() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: downloadMockup,
    onSuccess: (outcome) => {
      if (outcome === "ios") toast({ title: "Image Ready", description: "Long press on the image to save it to your device" });
      else toast({ title: "Success!", description: "Your mockup has been downloaded" });
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
    // The server counted it (or refused at the limit): show the new usage either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }),
  });
}

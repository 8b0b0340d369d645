import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { LimitReachedError, downloadFile } from "@/lib/download-file";
import { SUBSCRIPTION_KEY } from "@/lib/subscription/use-subscription-status";
import { toast } from "@/lib/toast-store";

export type DownloadRequest = { url: string; fileName: string };

/**
 * A full-quality download that the server counts itself (so no separate /api/track-download:
 * that would count it twice), with the spec §8 outcomes. The failure toasts are chosen here
 * rather than through `meta`: the limit case has its own words and moves on to the plans page.
 */
export function useCountedDownload<T>(toRequest: (input: T) => DownloadRequest) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (input: T) => {
      const { url, fileName } = toRequest(input);
      return downloadFile(url, fileName);
    },
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

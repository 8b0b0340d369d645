import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast-store";
import { useUploadArtwork } from "../api/upload-artwork";
import { isAcceptedImage } from "../lib/accepted-image";
import { aspectRatioOf } from "../lib/aspect-ratio";
import { measureImage } from "../lib/preload-image";

function revoke(urlRef: { current: string | null }) {
  if (urlRef.current) URL.revokeObjectURL(urlRef.current);
  urlRef.current = null;
}

/** The file the user chose, shown from a local object URL while (and after) it uploads. */
export type ChosenImage = { key: number; file: File; url: string; width: number | null; height: number | null };

/**
 * Choosing an image shows it at once (local object URL), measures it for the detected ratio and
 * uploads it once; the server renders every preview from that upload. `onChange` runs for each
 * newly chosen image, before anything else, so the page can drop results of the previous one.
 */
export function useArtworkImage({ onChange }: { onChange: () => void }) {
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadArtwork();
  const keyRef = useRef(0);
  const urlRef = useRef<string | null>(null);

  const { mutate: startUpload } = upload;

  // Only the latest URL is alive at any time; let it go with the page.
  useEffect(() => () => revoke(urlRef), []);

  const choose = useCallback(
    (file: File) => {
      if (!isAcceptedImage(file)) {
        toast({ title: "Unsupported file type", description: "Please choose a JPG or PNG image.", variant: "destructive" });
        return;
      }
      const key = ++keyRef.current;
      revoke(urlRef);
      const url = URL.createObjectURL(file);
      urlRef.current = url;
      setImage({ key, file, url, width: null, height: null });
      setProgress(0);
      onChange();

      const isCurrent = () => keyRef.current === key;
      measureImage(url)
        .then((size) => {
          if (isCurrent()) setImage((prev) => (prev?.key === key ? { ...prev, ...size } : prev));
        })
        // The server decodes it again and answers with its size; that is used instead.
        .catch(() => undefined);
      startUpload(
        { file, onProgress: (pct) => isCurrent() && setProgress(pct) },
        {
          onSuccess: () => toast({ title: "Image uploaded", description: "Your artwork has been uploaded successfully" }),
          onError: () => {
            if (!isCurrent()) return;
            revoke(urlRef);
            setImage(null);
          },
        },
      );
    },
    [onChange, startUpload],
  );

  const artwork = image && upload.isSuccess && upload.variables.file === image.file ? upload.data : null;
  const width = image?.width ?? artwork?.width ?? null;
  const height = image?.height ?? artwork?.height ?? null;
  return {
    image,
    /** The uploaded artwork, once the server has it. */
    artwork,
    isUploading: image !== null && upload.isPending,
    progress,
    width,
    height,
    /** Spec §2 'Detected': gcd-reduced, like "3x2". */
    detectedRatio: width && height ? aspectRatioOf(width, height) : (artwork?.aspectRatio ?? null),
    choose,
  };
}

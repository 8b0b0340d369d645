import { useCallback, useEffect, useRef, useState } from "react";
import type { Artwork } from "@shared/artworks";
import { getErrorMessage } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { uploadArtwork } from "../api/upload-artwork";
import { isAcceptedImage } from "../lib/accepted-image";
import { aspectRatioOf } from "../lib/aspect-ratio";
import { measureImage } from "../lib/preload-image";
import { runBounded } from "../lib/run-bounded";

/** Issue 14: a seller brings a series; more at once is a job for several sessions. */
export const MAX_ARTWORKS = 20;
/** Uploads in flight: two keep the connection busy without starving the previews. */
const UPLOAD_CONCURRENCY = 2;

/** One chosen file: shown at once from a local object URL, uploaded once, then rendered by the server. */
export type ChosenImage = {
  key: number;
  file: File;
  url: string;
  width: number | null;
  height: number | null;
  /** Upload progress, 0–100. */
  progress: number;
  /** The server's artwork once uploaded. */
  artwork: Artwork | null;
};

export const detectedRatioOf = (image: ChosenImage): string | null =>
  image.width && image.height ? aspectRatioOf(image.width, image.height) : (image.artwork?.aspectRatio ?? null);

/**
 * The studio's artworks: up to 20 files (multi-select or drop), each measured for its own ratio
 * and uploaded once; one of them is current. `onReplace` runs when the current file is
 * replaced (Change) or removed, so the page drops that artwork's results.
 */
export function useArtworkSet({ onReplace }: { onReplace: (artworkId: string | null) => void }) {
  const [images, setImages] = useState<readonly ChosenImage[]>([]);
  const [currentKey, setCurrentKey] = useState<number | null>(null);
  const keyRef = useRef(0);
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);

  // Object URLs live as long as their image; whatever is left goes with the page.
  useEffect(() => () => imagesRef.current.forEach((i) => URL.revokeObjectURL(i.url)), []);

  const update = useCallback((key: number, patch: Partial<ChosenImage>) => {
    setImages((prev) => prev.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  }, []);

  const drop = useCallback((key: number) => {
    setImages((prev) => {
      const gone = prev.find((i) => i.key === key);
      if (gone) URL.revokeObjectURL(gone.url);
      return prev.filter((i) => i.key !== key);
    });
  }, []);

  const start = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({ key: ++keyRef.current, file, url: URL.createObjectURL(file), width: null, height: null, progress: 0, artwork: null }));
      for (const image of added) {
        measureImage(image.url)
          .then((size) => update(image.key, size))
          // The server decodes it again and answers with its size; that is used instead.
          .catch(() => undefined);
      }
      void runBounded(added, UPLOAD_CONCURRENCY, async (image) => {
        try {
          const artwork = await uploadArtwork({ file: image.file, onProgress: (progress) => update(image.key, { progress }) });
          update(image.key, { artwork, progress: 100 });
        } catch (error) {
          drop(image.key);
          toast({ title: "Upload failed", description: getErrorMessage(error, `${image.file.name} could not be uploaded. Please try again.`), variant: "destructive" });
          throw error;
        }
      }).then((settled) => {
        const ok = settled.filter((s) => s.status === "fulfilled").length;
        if (ok === 0) return;
        toast({
          title: "Image uploaded",
          description: ok === 1 ? "Your artwork has been uploaded successfully" : `${ok} artworks have been uploaded successfully`,
        });
      });
      return added;
    },
    [drop, update],
  );

  const accept = (files: File[]) => {
    const accepted = files.filter(isAcceptedImage);
    if (accepted.length < files.length) {
      toast({ title: "Unsupported file type", description: "Please choose a JPG or PNG image.", variant: "destructive" });
    }
    return accepted;
  };

  /** Adds files after the ones already there (up to 20 in all); the first new one becomes current. */
  const add = (files: File[]) => {
    const accepted = accept(files);
    const room = MAX_ARTWORKS - images.length;
    if (accepted.length > room) {
      toast({ title: "Too many artworks", description: `Up to ${MAX_ARTWORKS} artworks at a time: the first ${Math.max(room, 0)} were added.`, variant: "destructive" });
    }
    const taken = accepted.slice(0, Math.max(room, 0));
    if (taken.length === 0) return;
    const added = start(taken);
    setImages((prev) => [...prev, ...added]);
    setCurrentKey(added[0]?.key ?? null);
  };

  /** Change (spec §4): the current artwork is replaced by another file, its results dropped. */
  const replaceCurrent = (file: File) => {
    const [accepted] = accept([file]);
    if (!accepted) return;
    const current = images.find((i) => i.key === currentKey);
    if (!current) return add([accepted]);
    onReplace(current.artwork?.id ?? null);
    const [added] = start([accepted]);
    if (!added) return;
    URL.revokeObjectURL(current.url);
    setImages((prev) => prev.map((i) => (i.key === current.key ? added : i)));
    setCurrentKey(added.key);
  };

  const remove = (key: number) => {
    const list = images;
    const index = list.findIndex((i) => i.key === key);
    const gone = list[index];
    if (!gone) return;
    onReplace(gone.artwork?.id ?? null);
    drop(key);
    if (key === currentKey) {
      const next = list[index + 1] ?? list[index - 1] ?? null;
      setCurrentKey(next?.key ?? null);
    }
  };

  const current = images.find((i) => i.key === currentKey) ?? null;
  return {
    images,
    current,
    select: setCurrentKey,
    add,
    replaceCurrent,
    remove,
    /** Artworks the server has (uploaded), in strip order. */
    uploaded: images.flatMap((i) => (i.artwork ? [i.artwork] : [])),
    isUploading: images.some((i) => !i.artwork),
  };
}

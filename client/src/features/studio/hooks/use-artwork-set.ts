import { useCallback, useEffect, useRef, useState } from "react";
import { artworkImageUrl } from "@shared/api-urls";
import type { Artwork } from "@shared/artworks";
import { getErrorMessage } from "@/lib/api";
import { toast } from "@/lib/toast-store";
import { getArtworks } from "../api/get-artworks";
import { uploadArtwork } from "../api/upload-artwork";
import { isAcceptedImage } from "../lib/accepted-image";
import { aspectRatioOf } from "../lib/aspect-ratio";
import { measureImage } from "../lib/preload-image";
import { runBounded } from "../lib/run-bounded";
import type { SavedArtwork } from "../lib/studio-session";

/** Issue 14: a seller brings a series; more at once is a job for several sessions. */
export const MAX_ARTWORKS = 20;
/** Uploads in flight: two keep the connection busy without starving the previews. */
const UPLOAD_CONCURRENCY = 2;

/**
 * One chosen file: shown at once from a local object URL, uploaded once, then rendered by the
 * server. One remembered from an earlier visit comes back uploaded, shown from the server.
 */
export type ChosenImage = {
  key: number;
  /** The file's name. */
  name: string;
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

/** Artworks uploaded on an earlier visit, and which of them was current. */
export type RestoredArtworks = { artworks: readonly SavedArtwork[]; current: string | null };

const restoredImage = (saved: SavedArtwork, index: number): ChosenImage => ({
  key: index + 1,
  name: saved.name,
  url: artworkImageUrl(saved.id),
  width: saved.width,
  height: saved.height,
  progress: 100,
  artwork: { id: saved.id, width: saved.width, height: saved.height, aspectRatio: saved.aspectRatio },
});

/** Only local files have object URLs to give back. */
const release = (image: ChosenImage) => {
  if (image.url.startsWith("blob:")) URL.revokeObjectURL(image.url);
};

/**
 * The studio's artworks: up to 20 files (multi-select or drop), each measured for its own ratio
 * and uploaded once; one of them is current. `onReplace` runs when the current file is
 * replaced (Change) or removed, so the page drops that artwork's results. `restore` brings back
 * an earlier visit's artworks at once; the server then says which are still the user's, and the
 * others (expired, or another account's) quietly go.
 */
export function useArtworkSet({ onReplace, restore = null }: { onReplace: (artworkId: string | null) => void; restore?: RestoredArtworks | null }) {
  const [restored] = useState(() => (restore?.artworks ?? []).map(restoredImage));
  const [images, setImages] = useState<readonly ChosenImage[]>(restored);
  const [currentKey, setCurrentKey] = useState<number | null>(() => (restored.find((i) => i.artwork?.id === restore?.current) ?? restored[0])?.key ?? null);
  const [isRestoring, setIsRestoring] = useState(restored.length > 0);
  const keyRef = useRef(restored.length);
  const imagesRef = useRef(images);
  useEffect(() => {
    imagesRef.current = images;
  }, [images]);

  // Object URLs live as long as their image; whatever is left goes with the page.
  useEffect(() => () => imagesRef.current.forEach(release), []);

  useEffect(() => {
    if (restored.length === 0) return;
    const controller = new AbortController();
    getArtworks(
      restored.map((i) => i.artwork!.id),
      { signal: controller.signal },
    )
      .then((usable) => {
        const found = new Map(usable.map((a) => [a.id, a]));
        const gone = new Set(restored.filter((i) => !found.has(i.artwork!.id)).map((i) => i.key));
        const kept = restored.find((i) => !gone.has(i.key))?.key ?? null;
        setImages((prev) =>
          prev.flatMap((i) => {
            if (gone.has(i.key)) return [];
            const artwork = i.artwork ? found.get(i.artwork.id) : undefined;
            // The server's record of the size counts, not what this browser had kept.
            return [artwork ? { ...i, artwork, width: artwork.width, height: artwork.height } : i];
          }),
        );
        setCurrentKey((key) => (key !== null && gone.has(key) ? kept : key));
      })
      // The server could not say (offline, restarting): keep them; a preview will tell.
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) setIsRestoring(false);
      });
    return () => controller.abort();
  }, [restored]);

  const update = useCallback((key: number, patch: Partial<ChosenImage>) => {
    setImages((prev) => prev.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  }, []);

  const drop = useCallback((key: number) => {
    setImages((prev) => {
      const gone = prev.find((i) => i.key === key);
      if (gone) release(gone);
      return prev.filter((i) => i.key !== key);
    });
  }, []);

  const start = useCallback(
    (files: File[]) => {
      const chosen = files.map((file) => ({ file, image: { key: ++keyRef.current, name: file.name, url: URL.createObjectURL(file), width: null, height: null, progress: 0, artwork: null } }));
      const added: ChosenImage[] = chosen.map((c) => c.image);
      for (const image of added) {
        measureImage(image.url)
          .then((size) => update(image.key, size))
          // The server decodes it again and answers with its size; that is used instead.
          .catch(() => undefined);
      }
      void runBounded(chosen, UPLOAD_CONCURRENCY, async ({ file, image }) => {
        try {
          const artwork = await uploadArtwork({ file, onProgress: (progress) => update(image.key, { progress }) });
          update(image.key, { artwork, progress: 100 });
        } catch (error) {
          drop(image.key);
          toast({ title: "Upload failed", description: getErrorMessage(error, `${file.name} could not be uploaded. Please try again.`), variant: "destructive" });
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
    release(current);
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
    /** Until the server has said which remembered artworks are still the user's. */
    isRestoring,
  };
}

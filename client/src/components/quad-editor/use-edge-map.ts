import { useEffect, useState } from "react";
import { buildEdgeMap, type EdgeMap } from "./edge-map";

/** The photo is read at most this long side: a frame's edge survives, and the map takes a blink to build. */
const MAP_LONG_SIDE = 1024;

/**
 * The edge map of the photo the editor shows, built once in the browser from the displayed image
 * after it loads (null until then, where the browser has no 2D canvas, and for a photo it may not
 * read): what corners snap to.
 */
export function useEdgeMap(imageUrl: string, width: number, height: number): EdgeMap | null {
  const [map, setMap] = useState<EdgeMap | null>(null);
  useEffect(() => {
    let cancelled = false;
    const image = new Image();
    image.decoding = "async";
    image.onload = () => {
      // After the editor's first paint: the map is not needed before the first drag.
      setTimeout(() => {
        if (cancelled) return;
        const scale = Math.min(1, MAP_LONG_SIDE / Math.max(width, height));
        const [w, h] = [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
        const canvas = document.createElement("canvas");
        [canvas.width, canvas.height] = [w, h];
        const context = canvas.getContext("2d", { willReadFrequently: true });
        if (!context) return;
        context.drawImage(image, 0, 0, w, h);
        try {
          setMap(buildEdgeMap(context.getImageData(0, 0, w, h).data, w, h, w / width));
        } catch {
          // A photo served from another origin without CORS cannot be read: corners then just don't snap.
        }
      }, 0);
    };
    image.src = imageUrl;
    return () => {
      cancelled = true;
      image.onload = null;
    };
  }, [imageUrl, width, height]);
  return map;
}

import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { artworkListSchema, type Artwork } from "@shared/artworks";
import { type Widget, widgetSchema } from "@shared/widgets";
import { apiRequest } from "@/lib/api";

export const WIDGETS_KEY = ["/api/widgets"] as const;
export const WIDGET_ARTWORKS_KEY = ["/api/widgets/artworks"] as const;

export async function getWidgets(): Promise<Widget[]> {
  const res = await apiRequest("GET", WIDGETS_KEY[0]);
  return z.array(widgetSchema).parse(await res.json());
}

/** The user's widgets, newest first, with their views and uploads per day. */
export function useWidgets() {
  return useQuery({ queryKey: WIDGETS_KEY, queryFn: getWidgets });
}

export async function getWidgetArtworks(): Promise<Artwork[]> {
  const res = await apiRequest("GET", WIDGET_ARTWORKS_KEY[0]);
  return artworkListSchema.parse(await res.json());
}

/** The artworks a widget can show: the user's own uploads, newest first. */
export function useWidgetArtworks() {
  return useQuery({ queryKey: WIDGET_ARTWORKS_KEY, queryFn: getWidgetArtworks });
}

import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type SavedMockup, savedMockupSchema } from "@shared/mockups";
import { apiRequest } from "@/lib/api";

export const SAVED_MOCKUPS_KEY = ["/api/mockups"] as const;

export async function getSavedMockups(): Promise<SavedMockup[]> {
  const res = await apiRequest("GET", SAVED_MOCKUPS_KEY[0]);
  return z.array(savedMockupSchema).parse(await res.json());
}

/** The signed-in user's saved mockups, newest first (the server's order). */
export function useSavedMockups() {
  return useQuery({ queryKey: SAVED_MOCKUPS_KEY, queryFn: getSavedMockups });
}

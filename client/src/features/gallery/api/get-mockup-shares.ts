import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { type Share, shareSchema } from "@shared/shares";
import { apiRequest } from "@/lib/api";

/** The owner's live links to one mockup: GET /api/mockups/{id}/shares. */
export const mockupSharesKey = (mockupId: number) => [`/api/mockups/${mockupId}/shares`] as const;

export async function getMockupShares(mockupId: number): Promise<Share[]> {
  const res = await apiRequest("GET", mockupSharesKey(mockupId)[0]);
  return z.array(shareSchema).parse(await res.json());
}

/** Loaded only while the share dialog is open. */
export function useMockupShares(mockupId: number, enabled: boolean) {
  return useQuery({ queryKey: mockupSharesKey(mockupId), queryFn: () => getMockupShares(mockupId), enabled });
}

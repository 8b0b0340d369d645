import { useQuery } from "@tanstack/react-query";
import { type Template, templateSchema } from "@shared/templates";
import { z } from "zod";
import { apiRequest } from "@/lib/api";
import { TEMPLATES_KEY } from "./template-keys";

const templateListSchema = z.array(templateSchema);

export async function getTemplates({ signal }: { signal?: AbortSignal } = {}): Promise<Template[]> {
  const res = await apiRequest("GET", TEMPLATES_KEY[0], undefined, { signal });
  return templateListSchema.parse(await res.json());
}

/** The whole catalogue, in the server's order (by mockup number). */
export function useTemplates() {
  return useQuery({ queryKey: TEMPLATES_KEY, queryFn: getTemplates });
}

import { useLocation } from "wouter";
import { API_DOCS_PATH } from "@shared/api-docs";

/** The studio spreads out to fit more templates, the API reference its sidebar and examples; header and footer line up with each page's content. */
export function useShellWidth(): string {
  const [location] = useLocation();
  return location.startsWith("/app") || location === API_DOCS_PATH ? "max-w-[88rem]" : "max-w-6xl";
}

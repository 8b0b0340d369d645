import { useLocation } from "wouter";

/** The studio spreads out to fit more templates; header and footer line up with each page's content. */
export function useShellWidth(): string {
  const [location] = useLocation();
  return location.startsWith("/app") ? "max-w-[88rem]" : "max-w-6xl";
}

import { useEffect } from "react";
import { installCopyProtection } from "./copy-protection";

/** Mount once at the app root: the listeners are document-wide. */
export function useCopyProtection() {
  useEffect(() => installCopyProtection(), []);
}

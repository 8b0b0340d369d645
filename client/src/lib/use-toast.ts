import { useSyncExternalStore } from "react";
import { dismissToast, getToasts, subscribeToasts, toast } from "./toast-store";

export { toast } from "./toast-store";
export type { ToastOptions } from "./toast-store";

/** The current notifications plus `toast` / `dismiss`, for the Toaster and for components. */
export function useToast() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return { toasts, toast, dismiss: dismissToast };
}

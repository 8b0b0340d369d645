import { describe, expect, it, vi } from "vitest";
import { TOAST_REMOVE_DELAY, dismissToast, getToasts, toast } from "./toast-store";

describe("toast store", () => {
  it("shows one notification at a time, the newest", () => {
    toast({ title: "Image uploaded" });
    toast({ title: "Login failed", variant: "destructive" });
    expect(getToasts().map((t) => t.title)).toEqual(["Login failed"]);
  });

  it("keeps a dismissed notification (closed) until the removal delay has passed", () => {
    vi.useFakeTimers();
    try {
      const { id } = toast({ title: "Logged out" });
      dismissToast(id);
      expect(getToasts()).toMatchObject([{ id, open: false }]);
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
      expect(getToasts()).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(getToasts()).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

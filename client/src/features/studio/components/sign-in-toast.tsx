import { Link } from "wouter";
import { toast } from "@/lib/toast-store";

const MESSAGES = {
  save: "Please sign in to save your mockups",
  download: "Please sign in to download your mockups",
} as const;

/** Spec §5: saving (and, here, exporting) needs an account; the toast offers the way in. */
export function toastSignInRequired(action: keyof typeof MESSAGES) {
  toast({
    title: "Sign in required",
    description: (
      <span className="grid gap-1">
        <span>{MESSAGES[action]}</span>
        <Link href="/login" className="font-medium text-primary underline underline-offset-4">
          Sign in
        </Link>
      </span>
    ),
  });
}

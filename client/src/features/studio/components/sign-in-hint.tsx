import { LogIn } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

/** Anyone can try the studio; saving and full-quality downloads need an account. */
export function SignInHint() {
  return (
    <section
      aria-label="Sign in"
      className="flex flex-col gap-3 rounded-xl border border-primary/20 bg-primary-soft/60 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-5"
    >
      <p className="text-sm">
        <span className="font-medium">Previews are free to try.</span>{" "}
        <span className="text-muted-foreground">Sign in to save your mockups and download them in full quality.</span>
      </p>
      <div className="flex shrink-0 gap-2">
        <Button asChild size="sm" variant="outline">
          <Link href="/login">
            <LogIn aria-hidden="true" />
            Sign In
          </Link>
        </Button>
        <Button asChild size="sm">
          <Link href="/register">Create Account</Link>
        </Button>
      </div>
    </section>
  );
}

import { Compass, Home, Images, Wand2 } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useCurrentUser } from "@/lib/auth/use-current-user";

/**
 * Spec §2's '404 Page Not Found'. Its hint for developers names a source file, so it shows only
 * in development; a visitor gets somewhere to go instead.
 */
export function NotFoundPage({ developer = import.meta.env.DEV }: { developer?: boolean }) {
  const { user } = useCurrentUser();
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-16 sm:py-20">
      <Card className="w-full max-w-lg">
        <CardContent className="space-y-5 p-6 sm:p-8">
          <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary" aria-hidden="true">
            <Compass className="size-5" />
          </span>
          <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
          <p className="leading-relaxed text-muted-foreground">
            There is no page at this address. It may have moved, or the link may have a typo. These will get you going again:
          </p>
          <nav aria-label="Where to go next">
            <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              <li>
                <Button asChild className="w-full sm:w-auto">
                  <Link href="/app">
                    <Wand2 aria-hidden="true" />
                    Create Mockups
                  </Link>
                </Button>
              </li>
              {user ? (
                <li>
                  <Button asChild variant="outline" className="w-full sm:w-auto">
                    <Link href="/dashboard">
                      <Images aria-hidden="true" />
                      My Gallery
                    </Link>
                  </Button>
                </li>
              ) : null}
              <li>
                <Button asChild variant="outline" className="w-full sm:w-auto">
                  <Link href="/">
                    <Home aria-hidden="true" />
                    Home
                  </Link>
                </Button>
              </li>
            </ul>
          </nav>
          {developer ? (
            <p className="border-t pt-4 text-sm leading-relaxed text-muted-foreground">
              <span className="font-medium text-foreground">For developers:</span> Did you forget to add the page to the router? Every path
              the app serves is listed in{" "}
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[13px] text-foreground">client/src/app/routes.tsx</code>.
            </p>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}

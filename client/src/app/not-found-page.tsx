import { ArrowLeft } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

export function NotFoundPage() {
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4 p-8">
          <p className="font-mono text-sm font-medium text-primary">404</p>
          <h1 className="text-2xl font-semibold">404 Page Not Found</h1>
          <p className="text-sm leading-relaxed text-muted-foreground">
            Did you forget to add the page to the router? Every path the app serves is listed in{" "}
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[13px] text-foreground">client/src/app/routes.tsx</code>.
          </p>
          <Button asChild variant="outline">
            <Link href="/">
              <ArrowLeft aria-hidden="true" />
              Back to home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

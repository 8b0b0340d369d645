import { RotateCw } from "lucide-react";
import { Component, type ReactNode } from "react";
import { Button } from "@/components/ui/button";

type State = { failed: boolean };

/**
 * What shows when a page cannot render, most often because its code could not be fetched (the
 * connection dropped, or a new version replaced the files an open tab asks for): a message and a
 * way to try again, instead of a blank screen.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="flex min-h-dvh items-center justify-center px-4">
        <div role="alert" className="max-w-md space-y-4 text-center">
          <h1 className="text-2xl font-semibold">This page could not be shown</h1>
          <p className="leading-relaxed text-muted-foreground">
            Part of it did not load: the connection may have dropped, or Mockup Studio has just been updated. Reloading the page fetches it again.
          </p>
          <Button onClick={() => window.location.reload()}>
            <RotateCw aria-hidden="true" />
            Reload
          </Button>
        </div>
      </main>
    );
  }
}

import type { ReactNode } from "react";
import { BrandLink } from "@/components/brand";
import { cn } from "@/lib/utils";
import { useShellWidth } from "./use-shell-width";

/**
 * The sticky bar at the top of every shell page, with the brand: the site header's navigation goes
 * in it, and it stands alone while the shell's code loads, so nothing moves when the shell arrives.
 */
export function HeaderBar({ children }: { children?: ReactNode }) {
  const width = useShellWidth();
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className={cn("mx-auto flex h-16 items-center justify-between gap-4 px-4 sm:px-6", width)}>
        <BrandLink />
        {children}
      </div>
    </header>
  );
}

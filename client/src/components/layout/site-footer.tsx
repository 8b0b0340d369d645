import { BrandMark, PRODUCT_NAME } from "@/components/brand";
import { cn } from "@/lib/utils";
import { useShellWidth } from "./use-shell-width";

/** Terms, Privacy and Contact are placeholders until those pages exist (spec §2). */
const PLACEHOLDER_LINKS = ["Terms", "Privacy", "Contact"] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  const width = useShellWidth();
  return (
    <footer className="border-t border-border/70">
      <div className={cn("mx-auto flex flex-col gap-4 px-4 py-8 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6", width)}>
        <p className="flex items-center gap-2">
          <BrandMark className="size-5" />
          <span>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </span>
        </p>
        <nav aria-label="Footer" className="flex gap-5">
          {PLACEHOLDER_LINKS.map((label) => (
            <a key={label} href="#" onClick={(e) => e.preventDefault()} className="rounded-sm transition-colors hover:text-foreground">
              {label}
            </a>
          ))}
        </nav>
      </div>
    </footer>
  );
}

import { Link } from "wouter";
import { API_DOCS_PATH } from "@shared/api-docs";
import { BrandMark, PRODUCT_NAME } from "@/components/brand";
import { cn } from "@/lib/utils";
import { useShellWidth } from "./use-shell-width";

/** Spec §2's footer links, now to real pages, and the developers' one: the API reference. */
const FOOTER_LINKS = [
  { href: "/terms", label: "Terms" },
  { href: "/privacy", label: "Privacy" },
  { href: "/contact", label: "Contact" },
  { href: API_DOCS_PATH, label: "API" },
] as const;

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
        <nav aria-label="Footer">
          <ul className="flex gap-5">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="-mx-1 rounded-sm px-1 py-2 transition-colors hover:text-foreground hover:underline hover:underline-offset-4">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

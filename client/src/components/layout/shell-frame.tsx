import type { ReactNode } from "react";

/**
 * The layout of every shell page: header, an optional banner, the page's content as the document's
 * main, and a footer. The shell fills it in; while the shell's code loads, the header bar alone
 * stands in it, so the page keeps one structure from its first paint.
 */
export function ShellFrame({ header, banner, footer, children }: { header: ReactNode; banner?: ReactNode; footer?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {header}
      {banner}
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      {footer}
    </div>
  );
}
